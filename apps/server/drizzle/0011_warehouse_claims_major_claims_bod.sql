CREATE TABLE "bod_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"apply_no" varchar(20) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"dealer_code" varchar(20) NOT NULL,
	"warehouse_code" varchar(20) NOT NULL,
	"part_type" varchar(30) NOT NULL,
	"part_code" varchar(30) NOT NULL,
	"qty" integer NOT NULL,
	"vin" varchar(17),
	"car_number" varchar(20),
	"msc_code" varchar(30),
	"displacement" varchar(20),
	"tail_wing" varchar(20),
	"sunroof" varchar(20),
	"transmission" varchar(20),
	"electric_drive_no" varchar(30),
	"engine_no" varchar(30),
	"contact" varchar(50) NOT NULL,
	"telephone" varchar(20) NOT NULL,
	"forecast_receive_date" date,
	"purchase_order_no" varchar(30),
	"dealer_order_id" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "major_claim_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"major_claim_id" integer NOT NULL,
	"part_code" varchar(30) NOT NULL,
	"approved_qty" integer NOT NULL,
	"ordered_qty" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "major_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"major_claim_no" varchar(30) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"dealer_code" varchar(20) NOT NULL,
	"vin" varchar(17) NOT NULL,
	"remark" varchar(200),
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_claim_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"part_code" varchar(30) NOT NULL,
	"qty" integer NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	"remark" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "warehouse_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_claim_no" varchar(20) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"warehouse_code" varchar(20) NOT NULL,
	"dealer_code" varchar(20) NOT NULL,
	"reason" smallint NOT NULL,
	"description" varchar(500) NOT NULL,
	"submitter" varchar(50) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"judge" smallint,
	"audit_note" varchar(500),
	"compensated_amount" numeric(18, 2),
	"replacement_order_id" integer,
	"received_storage_code" varchar(30),
	"submitted_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "replacement_order_id" integer;--> statement-breakpoint
ALTER TABLE "bod_applications" ADD CONSTRAINT "bod_applications_dealer_code_dealers_code_fk" FOREIGN KEY ("dealer_code") REFERENCES "public"."dealers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bod_applications" ADD CONSTRAINT "bod_applications_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bod_applications" ADD CONSTRAINT "bod_applications_part_code_parts_part_code_fk" FOREIGN KEY ("part_code") REFERENCES "public"."parts"("part_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bod_applications" ADD CONSTRAINT "bod_applications_dealer_order_id_dealer_orders_id_fk" FOREIGN KEY ("dealer_order_id") REFERENCES "public"."dealer_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bod_applications" ADD CONSTRAINT "bod_applications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "major_claim_lines" ADD CONSTRAINT "major_claim_lines_major_claim_id_major_claims_id_fk" FOREIGN KEY ("major_claim_id") REFERENCES "public"."major_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "major_claim_lines" ADD CONSTRAINT "major_claim_lines_part_code_parts_part_code_fk" FOREIGN KEY ("part_code") REFERENCES "public"."parts"("part_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "major_claims" ADD CONSTRAINT "major_claims_dealer_code_dealers_code_fk" FOREIGN KEY ("dealer_code") REFERENCES "public"."dealers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "major_claims" ADD CONSTRAINT "major_claims_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_claim_lines" ADD CONSTRAINT "warehouse_claim_lines_claim_id_warehouse_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."warehouse_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_claim_lines" ADD CONSTRAINT "warehouse_claim_lines_part_code_parts_part_code_fk" FOREIGN KEY ("part_code") REFERENCES "public"."parts"("part_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_claims" ADD CONSTRAINT "warehouse_claims_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_claims" ADD CONSTRAINT "warehouse_claims_dealer_code_dealers_code_fk" FOREIGN KEY ("dealer_code") REFERENCES "public"."dealers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_claims" ADD CONSTRAINT "warehouse_claims_replacement_order_id_dealer_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."dealer_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_claims" ADD CONSTRAINT "warehouse_claims_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bod_applications_no_uq" ON "bod_applications" USING btree ("apply_no");--> statement-breakpoint
CREATE INDEX "bod_applications_dealer_idx" ON "bod_applications" USING btree ("dealer_code","status");--> statement-breakpoint
CREATE UNIQUE INDEX "major_claim_lines_part_uq" ON "major_claim_lines" USING btree ("major_claim_id","part_code");--> statement-breakpoint
CREATE UNIQUE INDEX "major_claims_no_uq" ON "major_claims" USING btree ("major_claim_no");--> statement-breakpoint
CREATE INDEX "major_claims_dealer_idx" ON "major_claims" USING btree ("dealer_code");--> statement-breakpoint
CREATE INDEX "warehouse_claim_lines_claim_idx" ON "warehouse_claim_lines" USING btree ("claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_claims_no_uq" ON "warehouse_claims" USING btree ("warehouse_claim_no");--> statement-breakpoint
CREATE INDEX "warehouse_claims_warehouse_idx" ON "warehouse_claims" USING btree ("warehouse_code","status");--> statement-breakpoint
CREATE INDEX "warehouse_claims_dealer_idx" ON "warehouse_claims" USING btree ("dealer_code");--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_replacement_order_id_dealer_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."dealer_orders"("id") ON DELETE no action ON UPDATE no action;