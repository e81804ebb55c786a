CREATE TABLE "wh_adjustment_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"adjustment_id" integer NOT NULL,
	"part_code" varchar(30) NOT NULL,
	"storage_code" varchar(30) NOT NULL,
	"qty_delta" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wh_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"adjust_no" varchar(20) NOT NULL,
	"warehouse_code" varchar(20) NOT NULL,
	"adjust_type" varchar(10) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" varchar(100) NOT NULL,
	"count_plan_id" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wh_count_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"part_code" varchar(30) NOT NULL,
	"storage_code" varchar(30) NOT NULL,
	"book_qty" integer,
	"counted_qty" integer
);
--> statement-breakpoint
CREATE TABLE "wh_count_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_no" varchar(20) NOT NULL,
	"warehouse_code" varchar(20) NOT NULL,
	"execution_date" date NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"remark" varchar(200),
	"adjustment_id" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_capacities" (
	"warehouse_code" varchar(20) NOT NULL,
	"storage_code" varchar(30) NOT NULL,
	"capacity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wh_receipt_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt_id" integer NOT NULL,
	"source_line_id" integer NOT NULL,
	"part_code" varchar(30) NOT NULL,
	"receivable_qty" integer NOT NULL,
	"received_qty" integer,
	"remark" varchar(200),
	"storage_code" varchar(30),
	CONSTRAINT "wh_receipt_lines_qty" CHECK ("wh_receipt_lines"."received_qty" is null or ("wh_receipt_lines"."received_qty" >= 0 and "wh_receipt_lines"."received_qty" <= "wh_receipt_lines"."receivable_qty"))
);
--> statement-breakpoint
CREATE TABLE "wh_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt_no" varchar(20) NOT NULL,
	"warehouse_code" varchar(20) NOT NULL,
	"source_type" varchar(20) NOT NULL,
	"source_id" integer NOT NULL,
	"source_no" varchar(30) NOT NULL,
	"container_no" varchar(12),
	"status" smallint DEFAULT 0 NOT NULL,
	"packaging_audited" boolean DEFAULT false NOT NULL,
	"packaging_remark" varchar(200),
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wh_stock_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"part_code" varchar(30) NOT NULL,
	"storage_code" varchar(30) NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "wh_stock_order_lines_qty" CHECK ("wh_stock_order_lines"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "wh_stock_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(20) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"warehouse_code" varchar(20) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" varchar(100) NOT NULL,
	"supplier_code" varchar(20),
	"remark" varchar(200),
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wh_transfer_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_id" integer NOT NULL,
	"part_code" varchar(30) NOT NULL,
	"qty" integer NOT NULL,
	"shipped_qty" integer DEFAULT 0 NOT NULL,
	"received_qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wh_transfer_lines_qty" CHECK ("wh_transfer_lines"."qty" > 0 and "wh_transfer_lines"."received_qty" <= "wh_transfer_lines"."shipped_qty")
);
--> statement-breakpoint
CREATE TABLE "wh_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_no" varchar(20) NOT NULL,
	"from_warehouse_code" varchar(20) NOT NULL,
	"to_warehouse_code" varchar(20) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"remark" varchar(200),
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wh_adjustment_lines" ADD CONSTRAINT "wh_adjustment_lines_adjustment_id_wh_adjustments_id_fk" FOREIGN KEY ("adjustment_id") REFERENCES "public"."wh_adjustments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wh_adjustments" ADD CONSTRAINT "wh_adjustments_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wh_adjustments" ADD CONSTRAINT "wh_adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wh_count_lines" ADD CONSTRAINT "wh_count_lines_plan_id_wh_count_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."wh_count_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wh_count_plans" ADD CONSTRAINT "wh_count_plans_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wh_count_plans" ADD CONSTRAINT "wh_count_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_capacities" ADD CONSTRAINT "location_capacities_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wh_receipt_lines" ADD CONSTRAINT "wh_receipt_lines_receipt_id_wh_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."wh_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wh_receipts" ADD CONSTRAINT "wh_receipts_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wh_stock_order_lines" ADD CONSTRAINT "wh_stock_order_lines_order_id_wh_stock_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."wh_stock_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wh_stock_orders" ADD CONSTRAINT "wh_stock_orders_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wh_stock_orders" ADD CONSTRAINT "wh_stock_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wh_transfer_lines" ADD CONSTRAINT "wh_transfer_lines_transfer_id_wh_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."wh_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wh_transfers" ADD CONSTRAINT "wh_transfers_from_warehouse_code_warehouses_code_fk" FOREIGN KEY ("from_warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wh_transfers" ADD CONSTRAINT "wh_transfers_to_warehouse_code_warehouses_code_fk" FOREIGN KEY ("to_warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wh_transfers" ADD CONSTRAINT "wh_transfers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wh_adjustment_lines_adjustment_idx" ON "wh_adjustment_lines" USING btree ("adjustment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wh_adjustments_no_uq" ON "wh_adjustments" USING btree ("adjust_no");--> statement-breakpoint
CREATE INDEX "wh_adjustments_warehouse_idx" ON "wh_adjustments" USING btree ("warehouse_code","status");--> statement-breakpoint
CREATE UNIQUE INDEX "wh_count_lines_uq" ON "wh_count_lines" USING btree ("plan_id","storage_code","part_code");--> statement-breakpoint
CREATE INDEX "wh_count_lines_part_idx" ON "wh_count_lines" USING btree ("part_code");--> statement-breakpoint
CREATE UNIQUE INDEX "wh_count_plans_no_uq" ON "wh_count_plans" USING btree ("plan_no");--> statement-breakpoint
CREATE INDEX "wh_count_plans_warehouse_idx" ON "wh_count_plans" USING btree ("warehouse_code","status");--> statement-breakpoint
CREATE UNIQUE INDEX "location_capacities_uq" ON "location_capacities" USING btree ("warehouse_code","storage_code");--> statement-breakpoint
CREATE INDEX "wh_receipt_lines_receipt_idx" ON "wh_receipt_lines" USING btree ("receipt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wh_receipts_no_uq" ON "wh_receipts" USING btree ("receipt_no");--> statement-breakpoint
CREATE UNIQUE INDEX "wh_receipts_container_uq" ON "wh_receipts" USING btree ("container_no");--> statement-breakpoint
CREATE INDEX "wh_receipts_warehouse_idx" ON "wh_receipts" USING btree ("warehouse_code","status");--> statement-breakpoint
CREATE INDEX "wh_receipts_source_idx" ON "wh_receipts" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE INDEX "wh_stock_order_lines_order_idx" ON "wh_stock_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wh_stock_orders_no_uq" ON "wh_stock_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "wh_stock_orders_warehouse_idx" ON "wh_stock_orders" USING btree ("kind","warehouse_code","status");--> statement-breakpoint
CREATE INDEX "wh_transfer_lines_transfer_idx" ON "wh_transfer_lines" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "wh_transfer_lines_part_idx" ON "wh_transfer_lines" USING btree ("part_code");--> statement-breakpoint
CREATE UNIQUE INDEX "wh_transfers_no_uq" ON "wh_transfers" USING btree ("transfer_no");--> statement-breakpoint
CREATE INDEX "wh_transfers_from_idx" ON "wh_transfers" USING btree ("from_warehouse_code","status");--> statement-breakpoint
CREATE INDEX "wh_transfers_to_idx" ON "wh_transfers" USING btree ("to_warehouse_code","status");