CREATE TABLE "dealer_ordering_warehouses" (
	"dealer_code" varchar(20) NOT NULL,
	"warehouse_code" varchar(20) NOT NULL,
	CONSTRAINT "dealer_ordering_warehouses_dealer_code_warehouse_code_pk" PRIMARY KEY("dealer_code","warehouse_code")
);
--> statement-breakpoint
CREATE TABLE "master_data_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"record_key" varchar(40) NOT NULL,
	"action" varchar(10) NOT NULL,
	"changes" jsonb NOT NULL,
	"reason" varchar(200),
	"changed_by" integer NOT NULL,
	"changed_by_name" varchar(50) NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_responsibles" (
	"part_code" varchar(30) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_superiors" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"superior_user_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "address" varchar(200);--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "postal_code" varchar(6);--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "contact" varchar(50);--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "phone" varchar(20);--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "pinyin_initials" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "network" varchar(20) DEFAULT 'Other' NOT NULL;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "area_manager_user_id" integer;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "popp_eligible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "address" varchar(200);--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "postal_code" varchar(6);--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "contact" varchar(50);--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "phone" varchar(20);--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "pinyin_initials" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "currency" varchar(3) DEFAULT 'CNY' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "email" varchar(100);--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "address" varchar(200);--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "postal_code" varchar(6);--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "contact" varchar(50);--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "phone" varchar(20);--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "pinyin_initials" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "warehouse_type" varchar(20) DEFAULT 'Branch' NOT NULL;--> statement-breakpoint
ALTER TABLE "dealer_ordering_warehouses" ADD CONSTRAINT "dealer_ordering_warehouses_dealer_code_dealers_code_fk" FOREIGN KEY ("dealer_code") REFERENCES "public"."dealers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_ordering_warehouses" ADD CONSTRAINT "dealer_ordering_warehouses_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_responsibles" ADD CONSTRAINT "part_responsibles_part_code_parts_part_code_fk" FOREIGN KEY ("part_code") REFERENCES "public"."parts"("part_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_responsibles" ADD CONSTRAINT "part_responsibles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_superiors" ADD CONSTRAINT "user_superiors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_superiors" ADD CONSTRAINT "user_superiors_superior_user_id_users_id_fk" FOREIGN KEY ("superior_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "master_data_changes_record_idx" ON "master_data_changes" USING btree ("kind","record_key","id");--> statement-breakpoint
CREATE INDEX "part_responsibles_user_idx" ON "part_responsibles" USING btree ("user_id");