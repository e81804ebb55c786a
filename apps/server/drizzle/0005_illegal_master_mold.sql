CREATE TABLE "order_line_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"part_code" varchar(30) NOT NULL,
	"warehouse_code" varchar(20) NOT NULL,
	"storage_code" varchar(30) NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_line_allocations_qty_non_negative" CHECK ("order_line_allocations"."qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pick_bill_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"pick_bill_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"part_code" varchar(30) NOT NULL,
	"storage_code" varchar(30) NOT NULL,
	"qty" integer NOT NULL,
	"picked_qty" integer,
	"boxed_qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pick_bill_lines_picked_within_qty" CHECK ("pick_bill_lines"."picked_qty" is null or ("pick_bill_lines"."picked_qty" >= 0 and "pick_bill_lines"."picked_qty" <= "pick_bill_lines"."qty")),
	CONSTRAINT "pick_bill_lines_boxed_within_picked" CHECK ("pick_bill_lines"."boxed_qty" >= 0 and "pick_bill_lines"."boxed_qty" <= coalesce("pick_bill_lines"."picked_qty", 0))
);
--> statement-breakpoint
CREATE TABLE "pick_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"pick_bill_no" varchar(20) NOT NULL,
	"warehouse_code" varchar(20) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ship_bill_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"ship_bill_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"part_code" varchar(30) NOT NULL,
	"shipped_qty" integer NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"received_qty" integer,
	"receive_date" date,
	"remark" varchar(200),
	CONSTRAINT "ship_bill_lines_received_within_shipped" CHECK ("ship_bill_lines"."received_qty" is null or ("ship_bill_lines"."received_qty" >= 0 and "ship_bill_lines"."received_qty" <= "ship_bill_lines"."shipped_qty"))
);
--> statement-breakpoint
CREATE TABLE "ship_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"ship_bill_no" varchar(24) NOT NULL,
	"base_no" varchar(20) NOT NULL,
	"suffix" varchar(1) NOT NULL,
	"order_id" integer NOT NULL,
	"dealer_code" varchar(20) NOT NULL,
	"warehouse_code" varchar(20) NOT NULL,
	"transport_type" varchar(5),
	"carrier" varchar(50),
	"ship_date" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"receive_date" date,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "ship_box_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"box_id" integer NOT NULL,
	"pick_bill_line_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"part_code" varchar(30) NOT NULL,
	"storage_code" varchar(30) NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "ship_box_lines_qty_positive" CHECK ("ship_box_lines"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "ship_boxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"box_no" varchar(20) NOT NULL,
	"pick_bill_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"warehouse_code" varchar(20) NOT NULL,
	"ship_bill_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "order_line_allocations" ADD CONSTRAINT "order_line_allocations_order_id_dealer_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."dealer_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_allocations" ADD CONSTRAINT "order_line_allocations_order_line_id_dealer_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."dealer_order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_bill_lines" ADD CONSTRAINT "pick_bill_lines_pick_bill_id_pick_bills_id_fk" FOREIGN KEY ("pick_bill_id") REFERENCES "public"."pick_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_bill_lines" ADD CONSTRAINT "pick_bill_lines_order_id_dealer_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."dealer_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_bill_lines" ADD CONSTRAINT "pick_bill_lines_order_line_id_dealer_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."dealer_order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_bills" ADD CONSTRAINT "pick_bills_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_bills" ADD CONSTRAINT "pick_bills_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_bills" ADD CONSTRAINT "pick_bills_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_bill_lines" ADD CONSTRAINT "ship_bill_lines_ship_bill_id_ship_bills_id_fk" FOREIGN KEY ("ship_bill_id") REFERENCES "public"."ship_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_bill_lines" ADD CONSTRAINT "ship_bill_lines_order_line_id_dealer_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."dealer_order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_bills" ADD CONSTRAINT "ship_bills_order_id_dealer_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."dealer_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_bills" ADD CONSTRAINT "ship_bills_dealer_code_dealers_code_fk" FOREIGN KEY ("dealer_code") REFERENCES "public"."dealers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_bills" ADD CONSTRAINT "ship_bills_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_bills" ADD CONSTRAINT "ship_bills_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_bills" ADD CONSTRAINT "ship_bills_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_box_lines" ADD CONSTRAINT "ship_box_lines_box_id_ship_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."ship_boxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_box_lines" ADD CONSTRAINT "ship_box_lines_pick_bill_line_id_pick_bill_lines_id_fk" FOREIGN KEY ("pick_bill_line_id") REFERENCES "public"."pick_bill_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_box_lines" ADD CONSTRAINT "ship_box_lines_order_line_id_dealer_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."dealer_order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_boxes" ADD CONSTRAINT "ship_boxes_pick_bill_id_pick_bills_id_fk" FOREIGN KEY ("pick_bill_id") REFERENCES "public"."pick_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_boxes" ADD CONSTRAINT "ship_boxes_order_id_dealer_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."dealer_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_boxes" ADD CONSTRAINT "ship_boxes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_line_allocations_line_storage_uq" ON "order_line_allocations" USING btree ("order_line_id","storage_code");--> statement-breakpoint
CREATE INDEX "order_line_allocations_order_idx" ON "order_line_allocations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pick_bill_lines_bill_idx" ON "pick_bill_lines" USING btree ("pick_bill_id");--> statement-breakpoint
CREATE INDEX "pick_bill_lines_order_idx" ON "pick_bill_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pick_bills_no_uq" ON "pick_bills" USING btree ("pick_bill_no");--> statement-breakpoint
CREATE INDEX "pick_bills_warehouse_idx" ON "pick_bills" USING btree ("warehouse_code","status","created_at");--> statement-breakpoint
CREATE INDEX "ship_bill_lines_bill_idx" ON "ship_bill_lines" USING btree ("ship_bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ship_bills_no_uq" ON "ship_bills" USING btree ("ship_bill_no");--> statement-breakpoint
CREATE UNIQUE INDEX "ship_bills_base_suffix_uq" ON "ship_bills" USING btree ("base_no","suffix");--> statement-breakpoint
CREATE INDEX "ship_bills_dealer_idx" ON "ship_bills" USING btree ("dealer_code","status","ship_date");--> statement-breakpoint
CREATE INDEX "ship_bills_warehouse_idx" ON "ship_bills" USING btree ("warehouse_code","ship_date");--> statement-breakpoint
CREATE INDEX "ship_bills_order_idx" ON "ship_bills" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ship_box_lines_box_idx" ON "ship_box_lines" USING btree ("box_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ship_boxes_no_uq" ON "ship_boxes" USING btree ("box_no");--> statement-breakpoint
CREATE INDEX "ship_boxes_order_idx" ON "ship_boxes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ship_boxes_pick_bill_idx" ON "ship_boxes" USING btree ("pick_bill_id");--> statement-breakpoint
CREATE INDEX "ship_boxes_ship_bill_idx" ON "ship_boxes" USING btree ("ship_bill_id");