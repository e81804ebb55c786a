CREATE TABLE "bom_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_part_code" varchar(30) NOT NULL,
	"child_part_code" varchar(30) NOT NULL,
	"qty" integer NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bom_lines_not_self" CHECK ("bom_lines"."parent_part_code" <> "bom_lines"."child_part_code"),
	CONSTRAINT "bom_lines_qty_positive" CHECK ("bom_lines"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "fix_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"fix_price_no" varchar(20) NOT NULL,
	"part_code" varchar(30) NOT NULL,
	"supplier_code" varchar(20) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"purchase_price" numeric(18, 2) NOT NULL,
	"exchange_rate" numeric(12, 6) NOT NULL,
	"price_type" varchar(20) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"package_no" varchar(20),
	"bpm_status" varchar(20),
	"price_ordinary" numeric(18, 2),
	"price_rush" numeric(18, 2),
	"price_rush_land" numeric(18, 2),
	"price_suggested_retail" numeric(18, 2),
	"price_normal" numeric(18, 2),
	"effective_from" date NOT NULL,
	"rfq_id" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfq_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"rfq_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"part_code" varchar(30) NOT NULL,
	"qty" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfq_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"rfq_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"supplier_code" varchar(20) NOT NULL,
	"unit_price" numeric(18, 2) NOT NULL,
	"lead_time_days" integer NOT NULL,
	"remark" varchar(200),
	"quoted_by" integer,
	"quoted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfq_suppliers" (
	"rfq_id" integer NOT NULL,
	"supplier_code" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"rfq_no" varchar(20) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"title" varchar(100) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"quote_due_date" date NOT NULL,
	"remark" varchar(200),
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sourcing_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_type" varchar(20) NOT NULL,
	"document_id" integer NOT NULL,
	"action" varchar(30) NOT NULL,
	"from_status" smallint,
	"to_status" smallint,
	"actor_id" integer,
	"actor_name" varchar(50) NOT NULL,
	"opinion" varchar(200),
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bom_lines" ADD CONSTRAINT "bom_lines_parent_part_code_parts_part_code_fk" FOREIGN KEY ("parent_part_code") REFERENCES "public"."parts"("part_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bom_lines" ADD CONSTRAINT "bom_lines_child_part_code_parts_part_code_fk" FOREIGN KEY ("child_part_code") REFERENCES "public"."parts"("part_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bom_lines" ADD CONSTRAINT "bom_lines_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fix_prices" ADD CONSTRAINT "fix_prices_part_code_parts_part_code_fk" FOREIGN KEY ("part_code") REFERENCES "public"."parts"("part_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fix_prices" ADD CONSTRAINT "fix_prices_supplier_code_suppliers_code_fk" FOREIGN KEY ("supplier_code") REFERENCES "public"."suppliers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fix_prices" ADD CONSTRAINT "fix_prices_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fix_prices" ADD CONSTRAINT "fix_prices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_lines" ADD CONSTRAINT "rfq_lines_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_lines" ADD CONSTRAINT "rfq_lines_part_code_parts_part_code_fk" FOREIGN KEY ("part_code") REFERENCES "public"."parts"("part_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_line_id_rfq_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."rfq_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_supplier_code_suppliers_code_fk" FOREIGN KEY ("supplier_code") REFERENCES "public"."suppliers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_quoted_by_users_id_fk" FOREIGN KEY ("quoted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_suppliers" ADD CONSTRAINT "rfq_suppliers_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_suppliers" ADD CONSTRAINT "rfq_suppliers_supplier_code_suppliers_code_fk" FOREIGN KEY ("supplier_code") REFERENCES "public"."suppliers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_history" ADD CONSTRAINT "sourcing_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bom_lines_uq" ON "bom_lines" USING btree ("parent_part_code","child_part_code","effective_from");--> statement-breakpoint
CREATE INDEX "bom_lines_child_idx" ON "bom_lines" USING btree ("child_part_code");--> statement-breakpoint
CREATE UNIQUE INDEX "fix_prices_no_uq" ON "fix_prices" USING btree ("fix_price_no");--> statement-breakpoint
CREATE INDEX "fix_prices_status_idx" ON "fix_prices" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "fix_prices_package_idx" ON "fix_prices" USING btree ("package_no");--> statement-breakpoint
CREATE INDEX "fix_prices_part_idx" ON "fix_prices" USING btree ("part_code");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_lines_uq" ON "rfq_lines" USING btree ("rfq_id","part_code");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_quotes_uq" ON "rfq_quotes" USING btree ("line_id","supplier_code");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_suppliers_uq" ON "rfq_suppliers" USING btree ("rfq_id","supplier_code");--> statement-breakpoint
CREATE INDEX "rfq_suppliers_supplier_idx" ON "rfq_suppliers" USING btree ("supplier_code");--> statement-breakpoint
CREATE UNIQUE INDEX "rfqs_no_uq" ON "rfqs" USING btree ("rfq_no");--> statement-breakpoint
CREATE INDEX "rfqs_status_idx" ON "rfqs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "sourcing_history_doc_idx" ON "sourcing_history" USING btree ("document_type","document_id","id");