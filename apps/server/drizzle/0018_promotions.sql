CREATE TABLE "parts_package_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"part_code" varchar(30) NOT NULL,
	"qty" integer NOT NULL,
	"price" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parts_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_code" varchar(30) NOT NULL,
	"name" varchar(100) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"package_price" numeric(18, 2) NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"dealer_code" varchar(20) NOT NULL,
	"qty" integer NOT NULL,
	"promotion_price" numeric(18, 2) NOT NULL,
	"rebate_per_piece" numeric(18, 2) NOT NULL,
	"expected_rebate" numeric(18, 2) NOT NULL,
	"credited_qty" integer DEFAULT 0 NOT NULL,
	"credited_rebate" numeric(18, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"part_code" varchar(30) NOT NULL,
	"promotion_price" numeric(18, 2) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"qty_limit" integer NOT NULL,
	"rebate_type" varchar(10) NOT NULL,
	"rebate_value" numeric(12, 4) NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parts_package_lines" ADD CONSTRAINT "parts_package_lines_package_id_parts_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."parts_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts_package_lines" ADD CONSTRAINT "parts_package_lines_part_code_parts_part_code_fk" FOREIGN KEY ("part_code") REFERENCES "public"."parts"("part_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_order_lines" ADD CONSTRAINT "promotion_order_lines_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_order_lines" ADD CONSTRAINT "promotion_order_lines_order_id_dealer_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."dealer_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_order_lines" ADD CONSTRAINT "promotion_order_lines_order_line_id_dealer_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."dealer_order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_order_lines" ADD CONSTRAINT "promotion_order_lines_dealer_code_dealers_code_fk" FOREIGN KEY ("dealer_code") REFERENCES "public"."dealers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_part_code_parts_part_code_fk" FOREIGN KEY ("part_code") REFERENCES "public"."parts"("part_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parts_package_lines_package_idx" ON "parts_package_lines" USING btree ("package_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "parts_packages_code_uq" ON "parts_packages" USING btree ("package_code");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_order_lines_line_uq" ON "promotion_order_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "promotion_order_lines_dealer_idx" ON "promotion_order_lines" USING btree ("promotion_id","dealer_code");--> statement-breakpoint
CREATE INDEX "promotions_part_idx" ON "promotions" USING btree ("part_code","end_date");