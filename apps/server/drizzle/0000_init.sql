CREATE TABLE "balance_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dealer_code" varchar(20) NOT NULL,
	"batch_no" varchar(40) NOT NULL,
	"change_date" date NOT NULL,
	"business_type" varchar(30) NOT NULL,
	"business_no" varchar(40) NOT NULL,
	"change_amount" numeric(18, 2) NOT NULL,
	"balance_excluding_tax" numeric(18, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_accounts" (
	"dealer_code" varchar(20) PRIMARY KEY NOT NULL,
	"credit_limit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"available_balance" numeric(18, 2) DEFAULT '0' NOT NULL,
	"submitted_not_settled" numeric(18, 2) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_order_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"action" varchar(20) NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(50),
	"opinion" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"part_code" varchar(30) NOT NULL,
	"qty" integer NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"allocated_qty" integer DEFAULT 0 NOT NULL,
	"backorder_qty" integer DEFAULT 0 NOT NULL,
	"picked_qty" integer DEFAULT 0 NOT NULL,
	"shipped_qty" integer DEFAULT 0 NOT NULL,
	"received_qty" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"temp_order_no" varchar(20) NOT NULL,
	"dealer_order_no" varchar(20),
	"order_type" varchar(10) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"approval_status" varchar(10),
	"dealer_code" varchar(20) NOT NULL,
	"order_warehouse_code" varchar(20) NOT NULL,
	"receiving_warehouse_code" varchar(20),
	"dealer_warehouse_code" varchar(20),
	"transport_type" varchar(5),
	"sale_property" varchar(20),
	"accept_backorder" boolean DEFAULT true NOT NULL,
	"vin" varchar(17),
	"car_number" varchar(20),
	"contact" varchar(50),
	"contact_phone" varchar(20),
	"major_claim_no" varchar(30),
	"approval_no" varchar(30),
	"dfs_purchase_code" varchar(30),
	"discount_rate" numeric(6, 4),
	"bod_flag" boolean DEFAULT false NOT NULL,
	"aog_status" varchar(10),
	"parts_package_id" integer,
	"remark" varchar(500),
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"submitted_at" timestamp with time zone,
	"predicted_arrival_date" date,
	"agent_entered" boolean DEFAULT false NOT NULL,
	"entered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"published_by" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "base_numbers" (
	"base_number" varchar(30) PRIMARY KEY NOT NULL,
	"name_zh" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"part_code" varchar(30) NOT NULL,
	"attachment_id" integer NOT NULL,
	"title" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"part_code" varchar(30) NOT NULL,
	"from_status" varchar(10) NOT NULL,
	"to_status" varchar(10) NOT NULL,
	"new_part_code" varchar(30),
	"source" varchar(10) NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parts" (
	"part_code" varchar(30) PRIMARY KEY NOT NULL,
	"name_zh" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"pinyin_initials" varchar(200) DEFAULT '' NOT NULL,
	"base_number" varchar(30),
	"part_type" varchar(30),
	"category" varchar(50),
	"project_code" varchar(30),
	"responsible_person" varchar(50),
	"supplier_code" varchar(20),
	"supplier_name" varchar(100),
	"flow_partition" varchar(20),
	"length_mm" integer,
	"width_mm" integer,
	"height_mm" integer,
	"gross_weight_kg" numeric(12, 3),
	"hs_code" varchar(20),
	"packing" varchar(50),
	"inner_colour" varchar(30),
	"outer_colour" varchar(30),
	"ecn" varchar(30),
	"effective_from" date,
	"effective_to" date,
	"status" varchar(10) DEFAULT 'CUR' NOT NULL,
	"new_part_code" varchar(30),
	"main_storage_code" varchar(30),
	"sub_storage_code" varchar(30),
	"child_default_storage_code" varchar(30),
	"safety_stock" integer,
	"reorder_point" integer,
	"forecast_qty" integer,
	"min_stock" integer,
	"max_stock" integer,
	"min_order_qty" integer,
	"min_package_qty" integer DEFAULT 1 NOT NULL,
	"intensive_moq" integer,
	"unit_sales_qty" integer DEFAULT 1 NOT NULL,
	"unit_order_qty" integer,
	"reduction_coefficient" numeric(8, 4),
	"purchase_type" varchar(20),
	"circulation_type" varchar(1),
	"replaceability" varchar(1),
	"old_part_numbers" varchar(200),
	"parts_id" varchar(30),
	"limited_sales_area" varchar(10),
	"limited_sales_reason" varchar(200),
	"limited_sales_remark" varchar(200),
	"package_items" jsonb,
	"price_ordinary" numeric(18, 2) DEFAULT '0' NOT NULL,
	"price_rush" numeric(18, 2),
	"price_rush_land" numeric(18, 2),
	"price_suggested_retail" numeric(18, 2),
	"price_normal" numeric(18, 2),
	"dedicated_tool" boolean DEFAULT false NOT NULL,
	"dedicated_sub_part" boolean DEFAULT false NOT NULL,
	"new_model" boolean DEFAULT false NOT NULL,
	"not_implemented" boolean DEFAULT false NOT NULL,
	"colour_part" boolean DEFAULT false NOT NULL,
	"cross_transfer" boolean DEFAULT false NOT NULL,
	"discard" boolean DEFAULT false NOT NULL,
	"competitor_use" boolean DEFAULT false NOT NULL,
	"promotion" boolean DEFAULT false NOT NULL,
	"iso" boolean DEFAULT false NOT NULL,
	"hazardous" boolean DEFAULT false NOT NULL,
	"fragile" boolean DEFAULT false NOT NULL,
	"sub_part" boolean DEFAULT false NOT NULL,
	"embargo" boolean DEFAULT false NOT NULL,
	"air_parcel_embargo" boolean DEFAULT false NOT NULL,
	"claim" boolean DEFAULT true NOT NULL,
	"consignment" boolean DEFAULT false NOT NULL,
	"external" boolean DEFAULT false NOT NULL,
	"limit_sell" boolean DEFAULT false NOT NULL,
	"new_energy" boolean DEFAULT false NOT NULL,
	"slow_circulation" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_master_settings" (
	"key" varchar(30) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_prediction_settings" (
	"part_code" varchar(30) PRIMARY KEY NOT NULL,
	"coefficients" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_warehouse_settings" (
	"part_code" varchar(30) NOT NULL,
	"warehouse_code" varchar(20) NOT NULL,
	"flow_partition" varchar(20),
	"main_storage_code" varchar(30),
	"abnormal_storage_code" varchar(30),
	"child_default_storage_code" varchar(30),
	"safety_stock" integer,
	"capacity" integer,
	"min_stock" integer,
	"max_stock" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "part_warehouse_settings_part_code_warehouse_code_pk" PRIMARY KEY("part_code","warehouse_code")
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"part_code" varchar(30) NOT NULL,
	"warehouse_code" varchar(20) NOT NULL,
	"storage_code" varchar(30) NOT NULL,
	"on_hand_qty" integer DEFAULT 0 NOT NULL,
	"allocated_qty" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_part_code_warehouse_code_storage_code_pk" PRIMARY KEY("part_code","warehouse_code","storage_code"),
	CONSTRAINT "stock_on_hand_non_negative" CHECK ("stock"."on_hand_qty" >= 0),
	CONSTRAINT "stock_allocated_within_on_hand" CHECK ("stock"."allocated_qty" >= 0 and "stock"."allocated_qty" <= "stock"."on_hand_qty")
);
--> statement-breakpoint
CREATE TABLE "stock_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"part_code" varchar(30) NOT NULL,
	"warehouse_code" varchar(20) NOT NULL,
	"storage_code" varchar(30) NOT NULL,
	"on_hand_delta" integer DEFAULT 0 NOT NULL,
	"allocated_delta" integer DEFAULT 0 NOT NULL,
	"movement_type" varchar(20) NOT NULL,
	"document_type" varchar(30),
	"document_no" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "storage_locations" (
	"warehouse_code" varchar(20) NOT NULL,
	"storage_code" varchar(30) NOT NULL,
	"storage_type" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_locations_warehouse_code_storage_code_pk" PRIMARY KEY("warehouse_code","storage_code")
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" varchar(50) PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"storage_key" varchar(80) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"uploaded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"owner_type" varchar(30),
	"owner_id" integer
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"code_hash" varchar(128) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"code" varchar(20) PRIMARY KEY NOT NULL,
	"name_zh" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"dealer_type" varchar(30) NOT NULL,
	"province_zh" varchar(50) NOT NULL,
	"city_zh" varchar(50) NOT NULL,
	"city_en" varchar(50) NOT NULL,
	"region" varchar(10) NOT NULL,
	"default_warehouse_code" varchar(20),
	"new_energy_authorised" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" varchar(100) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"username" varchar(50) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "number_sequences" (
	"series" varchar(40) NOT NULL,
	"period" varchar(20) NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "number_sequences_series_period_pk" PRIMARY KEY("series","period")
);
--> statement-breakpoint
CREATE TABLE "password_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"code" varchar(20) PRIMARY KEY NOT NULL,
	"name_zh" varchar(50) NOT NULL,
	"name_en" varchar(50) NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"code" varchar(20) PRIMARY KEY NOT NULL,
	"name_zh" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_code" varchar(20) NOT NULL,
	CONSTRAINT "user_roles_user_id_role_code_pk" PRIMARY KEY("user_id","role_code")
);
--> statement-breakpoint
CREATE TABLE "user_warehouses" (
	"user_id" integer NOT NULL,
	"warehouse_code" varchar(20) NOT NULL,
	CONSTRAINT "user_warehouses_user_id_warehouse_code_pk" PRIMARY KEY("user_id","warehouse_code")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"account_type" varchar(20) NOT NULL,
	"head_office" boolean DEFAULT false NOT NULL,
	"dealer_code" varchar(20),
	"supplier_code" varchar(20),
	"email" varchar(100),
	"phone" varchar(20),
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"must_change_password" boolean DEFAULT true NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"token_version" integer DEFAULT 1 NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"code" varchar(20) PRIMARY KEY NOT NULL,
	"name_zh" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"province_zh" varchar(50) NOT NULL,
	"city_zh" varchar(50) NOT NULL,
	"city_en" varchar(50) NOT NULL,
	"region" varchar(10) NOT NULL,
	"slow_flow_main" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "background_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" varchar(60) NOT NULL,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"user_id" integer NOT NULL,
	"language" varchar(5) NOT NULL,
	"warehouse_code" varchar(20),
	"params" jsonb NOT NULL,
	"result" jsonb,
	"error_code" varchar(60),
	"error_params" jsonb,
	"instance_id" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "balance_changes" ADD CONSTRAINT "balance_changes_dealer_code_dealers_code_fk" FOREIGN KEY ("dealer_code") REFERENCES "public"."dealers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_dealer_code_dealers_code_fk" FOREIGN KEY ("dealer_code") REFERENCES "public"."dealers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_order_history" ADD CONSTRAINT "dealer_order_history_order_id_dealer_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."dealer_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_order_history" ADD CONSTRAINT "dealer_order_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_order_lines" ADD CONSTRAINT "dealer_order_lines_order_id_dealer_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."dealer_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_order_lines" ADD CONSTRAINT "dealer_order_lines_part_code_parts_part_code_fk" FOREIGN KEY ("part_code") REFERENCES "public"."parts"("part_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_orders" ADD CONSTRAINT "dealer_orders_dealer_code_dealers_code_fk" FOREIGN KEY ("dealer_code") REFERENCES "public"."dealers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_orders" ADD CONSTRAINT "dealer_orders_order_warehouse_code_warehouses_code_fk" FOREIGN KEY ("order_warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_orders" ADD CONSTRAINT "dealer_orders_receiving_warehouse_code_warehouses_code_fk" FOREIGN KEY ("receiving_warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_orders" ADD CONSTRAINT "dealer_orders_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "notices" ADD CONSTRAINT "notices_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_images" ADD CONSTRAINT "part_images_part_code_parts_part_code_fk" FOREIGN KEY ("part_code") REFERENCES "public"."parts"("part_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_status_history" ADD CONSTRAINT "part_status_history_part_code_parts_part_code_fk" FOREIGN KEY ("part_code") REFERENCES "public"."parts"("part_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_supplier_code_suppliers_code_fk" FOREIGN KEY ("supplier_code") REFERENCES "public"."suppliers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_master_settings" ADD CONSTRAINT "part_master_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_prediction_settings" ADD CONSTRAINT "part_prediction_settings_part_code_parts_part_code_fk" FOREIGN KEY ("part_code") REFERENCES "public"."parts"("part_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_prediction_settings" ADD CONSTRAINT "part_prediction_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_warehouse_settings" ADD CONSTRAINT "part_warehouse_settings_part_code_parts_part_code_fk" FOREIGN KEY ("part_code") REFERENCES "public"."parts"("part_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_warehouse_settings" ADD CONSTRAINT "part_warehouse_settings_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_warehouse_settings" ADD CONSTRAINT "part_warehouse_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_part_code_parts_part_code_fk" FOREIGN KEY ("part_code") REFERENCES "public"."parts"("part_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_locations" ADD CONSTRAINT "storage_locations_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_default_warehouse_code_warehouses_code_fk" FOREIGN KEY ("default_warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_history" ADD CONSTRAINT "password_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_code_roles_code_fk" FOREIGN KEY ("role_code") REFERENCES "public"."roles"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_warehouses" ADD CONSTRAINT "user_warehouses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_warehouses" ADD CONSTRAINT "user_warehouses_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_dealer_code_dealers_code_fk" FOREIGN KEY ("dealer_code") REFERENCES "public"."dealers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_supplier_code_suppliers_code_fk" FOREIGN KEY ("supplier_code") REFERENCES "public"."suppliers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "background_jobs" ADD CONSTRAINT "background_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_changes_dealer_idx" ON "balance_changes" USING btree ("dealer_code","change_date");--> statement-breakpoint
CREATE INDEX "dealer_order_history_order_idx" ON "dealer_order_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "dealer_order_lines_order_idx" ON "dealer_order_lines" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE INDEX "dealer_order_lines_part_idx" ON "dealer_order_lines" USING btree ("part_code");--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_orders_temp_no_uq" ON "dealer_orders" USING btree ("temp_order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_orders_no_uq" ON "dealer_orders" USING btree ("dealer_order_no");--> statement-breakpoint
CREATE INDEX "dealer_orders_dealer_idx" ON "dealer_orders" USING btree ("dealer_code","status","submitted_at");--> statement-breakpoint
CREATE INDEX "dealer_orders_warehouse_idx" ON "dealer_orders" USING btree ("order_warehouse_code","status","submitted_at");--> statement-breakpoint
CREATE INDEX "dealer_orders_status_idx" ON "dealer_orders" USING btree ("status","order_type","submitted_at");--> statement-breakpoint
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
CREATE INDEX "ship_boxes_ship_bill_idx" ON "ship_boxes" USING btree ("ship_bill_id");--> statement-breakpoint
CREATE INDEX "notices_published_idx" ON "notices" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "part_images_part_idx" ON "part_images" USING btree ("part_code");--> statement-breakpoint
CREATE INDEX "part_status_history_part_idx" ON "part_status_history" USING btree ("part_code","created_at");--> statement-breakpoint
CREATE INDEX "parts_code_pattern_idx" ON "parts" USING btree ("part_code" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "parts_pinyin_idx" ON "parts" USING btree ("pinyin_initials" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "parts_base_number_idx" ON "parts" USING btree ("base_number");--> statement-breakpoint
CREATE INDEX "parts_status_idx" ON "parts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "parts_new_part_code_idx" ON "parts" USING btree ("new_part_code");--> statement-breakpoint
CREATE INDEX "part_warehouse_settings_wh_idx" ON "part_warehouse_settings" USING btree ("warehouse_code");--> statement-breakpoint
CREATE INDEX "stock_warehouse_part_idx" ON "stock" USING btree ("warehouse_code","part_code");--> statement-breakpoint
CREATE INDEX "stock_ledger_part_idx" ON "stock_ledger" USING btree ("part_code","warehouse_code","created_at");--> statement-breakpoint
CREATE INDEX "stock_ledger_document_idx" ON "stock_ledger" USING btree ("document_type","document_no");--> statement-breakpoint
CREATE INDEX "attachments_owner_idx" ON "attachments" USING btree ("owner_type","owner_id");--> statement-breakpoint
CREATE INDEX "password_history_user_idx" ON "password_history" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_code");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "background_jobs_status_idx" ON "background_jobs" USING btree ("status","heartbeat_at");--> statement-breakpoint
CREATE INDEX "background_jobs_user_idx" ON "background_jobs" USING btree ("user_id","created_at");