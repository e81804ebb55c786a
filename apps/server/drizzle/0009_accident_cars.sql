CREATE TABLE "accident_car_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_order_id" integer NOT NULL,
	"dealer_code" varchar(20) NOT NULL,
	"vin" varchar(17) NOT NULL,
	"plate_no" varchar(20),
	"settlement_contract_id" integer,
	"source" varchar(10) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accident_part_classes" (
	"part_code" varchar(30) PRIMARY KEY NOT NULL,
	"part_class" varchar(20) NOT NULL,
	"pre_accident_loading" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "area_manager_regions" (
	"user_id" integer NOT NULL,
	"region" varchar(10) NOT NULL,
	CONSTRAINT "area_manager_regions_user_id_region_pk" PRIMARY KEY("user_id","region")
);
--> statement-breakpoint
CREATE TABLE "settlement_contract_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"line_type" varchar(10) NOT NULL,
	"item_code" varchar(30) NOT NULL,
	"item_name" varchar(100) NOT NULL,
	"qty" numeric(12, 2) NOT NULL,
	"unit_price" numeric(18, 2) NOT NULL,
	"discount_rate" numeric(5, 4) NOT NULL,
	"cost" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_no" varchar(30) NOT NULL,
	"settlement_no" varchar(30) NOT NULL,
	"dealer_code" varchar(20) NOT NULL,
	"shop_code" varchar(20),
	"shop_name" varchar(100),
	"vin" varchar(17) NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"labour_amount" numeric(18, 2) NOT NULL,
	"parts_amount" numeric(18, 2) NOT NULL,
	"pre_discount_total" numeric(18, 2) NOT NULL,
	"total_amount" numeric(18, 2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subsidy_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_no" varchar(20) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"level" smallint,
	"reject_count" smallint DEFAULT 0 NOT NULL,
	"dealer_code" varchar(20) NOT NULL,
	"settlement_contract_id" integer NOT NULL,
	"accident_order_id" integer NOT NULL,
	"material_number" varchar(30) NOT NULL,
	"report_month" varchar(7) NOT NULL,
	"first_submitted_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"plate_no" varchar(20),
	"model_code" varchar(30) NOT NULL,
	"model_name" varchar(100) NOT NULL,
	"vin" varchar(17) NOT NULL,
	"owner_name" varchar(100),
	"pre_discount_total" numeric(18, 2) NOT NULL,
	"licence_registration_date" date,
	"loss_determination_date" date NOT NULL,
	"loss_amount" numeric(18, 2) NOT NULL,
	"policy_amount" numeric(18, 2) NOT NULL,
	"fixed_loss_ratio" numeric(10, 4) NOT NULL,
	"standard_id" integer NOT NULL,
	"subsidy_standard" varchar(60) NOT NULL,
	"subsidy_amount" numeric(18, 2) NOT NULL,
	"deduction" numeric(18, 2) DEFAULT '0' NOT NULL,
	"actual_supplementary_amount" numeric(18, 2) NOT NULL,
	"remark" varchar(500),
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subsidy_attachment_kinds" (
	"attachment_id" integer PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subsidy_standards" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_code" varchar(30) NOT NULL,
	"loss_from" numeric(18, 2) NOT NULL,
	"loss_to" numeric(18, 2),
	"rate" numeric(5, 4) NOT NULL,
	"cap_amount" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accident_car_orders" ADD CONSTRAINT "accident_car_orders_dealer_order_id_dealer_orders_id_fk" FOREIGN KEY ("dealer_order_id") REFERENCES "public"."dealer_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accident_car_orders" ADD CONSTRAINT "accident_car_orders_dealer_code_dealers_code_fk" FOREIGN KEY ("dealer_code") REFERENCES "public"."dealers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accident_car_orders" ADD CONSTRAINT "accident_car_orders_settlement_contract_id_settlement_contracts_id_fk" FOREIGN KEY ("settlement_contract_id") REFERENCES "public"."settlement_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accident_car_orders" ADD CONSTRAINT "accident_car_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accident_part_classes" ADD CONSTRAINT "accident_part_classes_part_code_parts_part_code_fk" FOREIGN KEY ("part_code") REFERENCES "public"."parts"("part_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_manager_regions" ADD CONSTRAINT "area_manager_regions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_contract_lines" ADD CONSTRAINT "settlement_contract_lines_contract_id_settlement_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."settlement_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_contracts" ADD CONSTRAINT "settlement_contracts_dealer_code_dealers_code_fk" FOREIGN KEY ("dealer_code") REFERENCES "public"."dealers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidy_applications" ADD CONSTRAINT "subsidy_applications_dealer_code_dealers_code_fk" FOREIGN KEY ("dealer_code") REFERENCES "public"."dealers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidy_applications" ADD CONSTRAINT "subsidy_applications_settlement_contract_id_settlement_contracts_id_fk" FOREIGN KEY ("settlement_contract_id") REFERENCES "public"."settlement_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidy_applications" ADD CONSTRAINT "subsidy_applications_accident_order_id_accident_car_orders_id_fk" FOREIGN KEY ("accident_order_id") REFERENCES "public"."accident_car_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidy_applications" ADD CONSTRAINT "subsidy_applications_standard_id_subsidy_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."subsidy_standards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidy_applications" ADD CONSTRAINT "subsidy_applications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidy_attachment_kinds" ADD CONSTRAINT "subsidy_attachment_kinds_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidy_attachment_kinds" ADD CONSTRAINT "subsidy_attachment_kinds_application_id_subsidy_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."subsidy_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accident_car_orders_order_uq" ON "accident_car_orders" USING btree ("dealer_order_id");--> statement-breakpoint
CREATE INDEX "accident_car_orders_dealer_idx" ON "accident_car_orders" USING btree ("dealer_code","created_at");--> statement-breakpoint
CREATE INDEX "settlement_contract_lines_idx" ON "settlement_contract_lines" USING btree ("contract_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_contracts_no_uq" ON "settlement_contracts" USING btree ("dealer_code","contract_no");--> statement-breakpoint
CREATE INDEX "settlement_contracts_dealer_idx" ON "settlement_contracts" USING btree ("dealer_code","settled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subsidy_applications_no_uq" ON "subsidy_applications" USING btree ("application_no");--> statement-breakpoint
CREATE INDEX "subsidy_applications_dealer_idx" ON "subsidy_applications" USING btree ("dealer_code","status","created_at");--> statement-breakpoint
CREATE INDEX "subsidy_applications_pending_idx" ON "subsidy_applications" USING btree ("level","status");--> statement-breakpoint
CREATE INDEX "subsidy_attachment_kinds_app_idx" ON "subsidy_attachment_kinds" USING btree ("application_id");