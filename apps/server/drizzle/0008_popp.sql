CREATE TABLE "popp_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"popp_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"part_code" varchar(30) NOT NULL,
	"apply_qty" integer NOT NULL,
	"actual_qty" integer NOT NULL,
	"sales_price" numeric(18, 2) NOT NULL,
	"discount_rate" numeric(5, 4) DEFAULT '0' NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"special_type" varchar(30),
	"remark" varchar(200),
	"status" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popp_quotas" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_code" varchar(20) NOT NULL,
	"year" smallint NOT NULL,
	"task_volume" numeric(13, 2) NOT NULL,
	"months" numeric(13, 2)[] NOT NULL,
	"used_amount" numeric(13, 2) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popps" (
	"id" serial PRIMARY KEY NOT NULL,
	"popp_no" varchar(20) NOT NULL,
	"popp_type" varchar(12) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"dealer_code" varchar(20) NOT NULL,
	"warehouse_code" varchar(20) NOT NULL,
	"quota_year" smallint NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"submitter" varchar(50),
	"submitter_tel" varchar(20),
	"remark" varchar(500),
	"submit_count" smallint DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"dealer_order_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "popp_lines" ADD CONSTRAINT "popp_lines_popp_id_popps_id_fk" FOREIGN KEY ("popp_id") REFERENCES "public"."popps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popp_lines" ADD CONSTRAINT "popp_lines_part_code_parts_part_code_fk" FOREIGN KEY ("part_code") REFERENCES "public"."parts"("part_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popp_quotas" ADD CONSTRAINT "popp_quotas_dealer_code_dealers_code_fk" FOREIGN KEY ("dealer_code") REFERENCES "public"."dealers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popps" ADD CONSTRAINT "popps_dealer_code_dealers_code_fk" FOREIGN KEY ("dealer_code") REFERENCES "public"."dealers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popps" ADD CONSTRAINT "popps_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popps" ADD CONSTRAINT "popps_dealer_order_id_dealer_orders_id_fk" FOREIGN KEY ("dealer_order_id") REFERENCES "public"."dealer_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popps" ADD CONSTRAINT "popps_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "popp_lines_popp_idx" ON "popp_lines" USING btree ("popp_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "popp_quotas_dealer_year_uq" ON "popp_quotas" USING btree ("dealer_code","year");--> statement-breakpoint
CREATE UNIQUE INDEX "popps_no_uq" ON "popps" USING btree ("popp_no");--> statement-breakpoint
CREATE INDEX "popps_dealer_idx" ON "popps" USING btree ("dealer_code","status","created_at");--> statement-breakpoint
CREATE INDEX "popps_status_idx" ON "popps" USING btree ("status","created_at");