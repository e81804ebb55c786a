CREATE TABLE "part_master_settings" (
	"key" varchar(30) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_prediction_settings" (
	"part_code" varchar(30) PRIMARY KEY NOT NULL,
	"coefficients" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_warehouse_settings" (
	"part_code" varchar(30) NOT NULL,
	"warehouse_code" varchar(20) NOT NULL,
	"flow_partition" varchar(20),
	"main_storage_code" varchar(30),
	"abnormal_storage_code" varchar(30),
	"child_default_storage_code" varchar(30),
	"safety_stock" integer,
	"capacity" integer,
	"min_stock" integer,
	"max_stock" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "part_warehouse_settings_part_code_warehouse_code_pk" PRIMARY KEY("part_code","warehouse_code")
);
--> statement-breakpoint
CREATE TABLE "storage_locations" (
	"warehouse_code" varchar(20) NOT NULL,
	"storage_code" varchar(30) NOT NULL,
	"storage_type" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_locations_warehouse_code_storage_code_pk" PRIMARY KEY("warehouse_code","storage_code")
);
--> statement-breakpoint
ALTER TABLE "part_master_settings" ADD CONSTRAINT "part_master_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_prediction_settings" ADD CONSTRAINT "part_prediction_settings_part_code_parts_part_code_fk" FOREIGN KEY ("part_code") REFERENCES "public"."parts"("part_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_prediction_settings" ADD CONSTRAINT "part_prediction_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_warehouse_settings" ADD CONSTRAINT "part_warehouse_settings_part_code_parts_part_code_fk" FOREIGN KEY ("part_code") REFERENCES "public"."parts"("part_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_warehouse_settings" ADD CONSTRAINT "part_warehouse_settings_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_warehouse_settings" ADD CONSTRAINT "part_warehouse_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_locations" ADD CONSTRAINT "storage_locations_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "part_warehouse_settings_wh_idx" ON "part_warehouse_settings" USING btree ("warehouse_code");