CREATE TABLE "claim_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"ship_bill_line_id" integer NOT NULL,
	"part_code" varchar(30) NOT NULL,
	"claim_qty" integer NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	"accounts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_bill_no" varchar(20) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"dealer_code" varchar(20) NOT NULL,
	"warehouse_code" varchar(20) NOT NULL,
	"ship_bill_id" integer NOT NULL,
	"dealer_order_id" integer NOT NULL,
	"send_date" date NOT NULL,
	"reason" smallint NOT NULL,
	"description" varchar(500) NOT NULL,
	"submitter" varchar(50) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"judge" smallint,
	"audit_note" varchar(500),
	"compensated_amount" numeric(18, 2),
	"submitted_at" timestamp with time zone,
	"backed_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"vin" varchar(17) NOT NULL,
	"plate_no" varchar(20),
	"model_code" varchar(30) NOT NULL,
	"model_name" varchar(100) NOT NULL,
	"delivery_date" date,
	"owner_name" varchar(100),
	"engine_no" varchar(30),
	"electric_drive_no" varchar(30),
	"new_energy" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claim_lines" ADD CONSTRAINT "claim_lines_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_lines" ADD CONSTRAINT "claim_lines_ship_bill_line_id_ship_bill_lines_id_fk" FOREIGN KEY ("ship_bill_line_id") REFERENCES "public"."ship_bill_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_dealer_code_dealers_code_fk" FOREIGN KEY ("dealer_code") REFERENCES "public"."dealers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_ship_bill_id_ship_bills_id_fk" FOREIGN KEY ("ship_bill_id") REFERENCES "public"."ship_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_dealer_order_id_dealer_orders_id_fk" FOREIGN KEY ("dealer_order_id") REFERENCES "public"."dealer_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_lines_claim_idx" ON "claim_lines" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "claim_lines_ship_line_idx" ON "claim_lines" USING btree ("ship_bill_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_bill_no_uq" ON "claims" USING btree ("claim_bill_no");--> statement-breakpoint
CREATE INDEX "claims_dealer_idx" ON "claims" USING btree ("dealer_code","created_at");--> statement-breakpoint
CREATE INDEX "claims_warehouse_idx" ON "claims" USING btree ("warehouse_code","status");--> statement-breakpoint
CREATE INDEX "claims_ship_bill_idx" ON "claims" USING btree ("ship_bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_vin_uq" ON "vehicles" USING btree ("vin");