CREATE TABLE "asn_boxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"asn_id" integer NOT NULL,
	"po_line_id" integer NOT NULL,
	"part_code" varchar(30) NOT NULL,
	"box_no" smallint NOT NULL,
	"label" varchar(60) NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "asn_boxes_qty" CHECK ("asn_boxes"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "asns" (
	"id" serial PRIMARY KEY NOT NULL,
	"asn_no" varchar(20) NOT NULL,
	"po_id" integer NOT NULL,
	"supplier_code" varchar(20) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"receipt_id" integer NOT NULL,
	"receipt_no" varchar(20) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "po_price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"po_price_id" integer NOT NULL,
	"action" varchar(10) NOT NULL,
	"unit_price" numeric(18, 2) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"source" varchar(20) NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "po_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_code" varchar(20) NOT NULL,
	"part_code" varchar(30) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"unit_price" numeric(18, 2) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"source" varchar(20) DEFAULT 'manual' NOT NULL,
	"remark" varchar(200),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "po_prices_price" CHECK ("po_prices"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"po_id" integer NOT NULL,
	"line_no" smallint NOT NULL,
	"part_code" varchar(30) NOT NULL,
	"qty" integer NOT NULL,
	"unit_price" numeric(18, 2),
	"amount" numeric(18, 2),
	"promised_date" date,
	"shipped_qty" integer DEFAULT 0 NOT NULL,
	"received_qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "purchase_order_lines_qty" CHECK ("purchase_order_lines"."qty" > 0 and "purchase_order_lines"."shipped_qty" >= 0 and "purchase_order_lines"."shipped_qty" <= "purchase_order_lines"."qty" and "purchase_order_lines"."received_qty" >= 0 and "purchase_order_lines"."received_qty" <= "purchase_order_lines"."shipped_qty")
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"po_no" varchar(20) NOT NULL,
	"supplier_code" varchar(20) NOT NULL,
	"warehouse_code" varchar(20) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"total_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"remark" varchar(200),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"placed_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "asn_boxes" ADD CONSTRAINT "asn_boxes_asn_id_asns_id_fk" FOREIGN KEY ("asn_id") REFERENCES "public"."asns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asn_boxes" ADD CONSTRAINT "asn_boxes_po_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("po_line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asn_boxes" ADD CONSTRAINT "asn_boxes_part_code_parts_part_code_fk" FOREIGN KEY ("part_code") REFERENCES "public"."parts"("part_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asns" ADD CONSTRAINT "asns_po_id_purchase_orders_id_fk" FOREIGN KEY ("po_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asns" ADD CONSTRAINT "asns_supplier_code_suppliers_code_fk" FOREIGN KEY ("supplier_code") REFERENCES "public"."suppliers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asns" ADD CONSTRAINT "asns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_price_history" ADD CONSTRAINT "po_price_history_po_price_id_po_prices_id_fk" FOREIGN KEY ("po_price_id") REFERENCES "public"."po_prices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_price_history" ADD CONSTRAINT "po_price_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_prices" ADD CONSTRAINT "po_prices_supplier_code_suppliers_code_fk" FOREIGN KEY ("supplier_code") REFERENCES "public"."suppliers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_prices" ADD CONSTRAINT "po_prices_part_code_parts_part_code_fk" FOREIGN KEY ("part_code") REFERENCES "public"."parts"("part_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_prices" ADD CONSTRAINT "po_prices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_po_id_purchase_orders_id_fk" FOREIGN KEY ("po_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_part_code_parts_part_code_fk" FOREIGN KEY ("part_code") REFERENCES "public"."parts"("part_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_code_suppliers_code_fk" FOREIGN KEY ("supplier_code") REFERENCES "public"."suppliers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asn_boxes_asn_idx" ON "asn_boxes" USING btree ("asn_id");--> statement-breakpoint
CREATE UNIQUE INDEX "asn_boxes_label_uq" ON "asn_boxes" USING btree ("label");--> statement-breakpoint
CREATE UNIQUE INDEX "asns_no_uq" ON "asns" USING btree ("asn_no");--> statement-breakpoint
CREATE INDEX "asns_po_idx" ON "asns" USING btree ("po_id");--> statement-breakpoint
CREATE INDEX "asns_receipt_idx" ON "asns" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "po_price_history_price_idx" ON "po_price_history" USING btree ("po_price_id");--> statement-breakpoint
CREATE INDEX "po_prices_key_idx" ON "po_prices" USING btree ("supplier_code","part_code","currency");--> statement-breakpoint
CREATE INDEX "po_prices_part_idx" ON "po_prices" USING btree ("part_code");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_po_idx" ON "purchase_order_lines" USING btree ("po_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_part_idx" ON "purchase_order_lines" USING btree ("part_code");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_no_uq" ON "purchase_orders" USING btree ("po_no");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_idx" ON "purchase_orders" USING btree ("supplier_code","status");--> statement-breakpoint
CREATE INDEX "purchase_orders_warehouse_idx" ON "purchase_orders" USING btree ("warehouse_code","status");--> statement-breakpoint
CREATE INDEX "claims_status_idx" ON "claims" USING btree ("status","dealer_code");--> statement-breakpoint
CREATE INDEX "ship_bills_date_idx" ON "ship_bills" USING btree ("ship_date");--> statement-breakpoint
CREATE INDEX "ship_boxes_warehouse_idx" ON "ship_boxes" USING btree ("warehouse_code","created_at");