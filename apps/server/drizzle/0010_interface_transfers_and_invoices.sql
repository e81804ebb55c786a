CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"ship_bill_id" integer NOT NULL,
	"invoice_code" varchar(12) NOT NULL,
	"invoice_no" varchar(20) NOT NULL,
	"invoice_date" date NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interface_endpoints" (
	"interface_code" varchar(40) PRIMARY KEY NOT NULL,
	"url" varchar(500) NOT NULL,
	"secret" varchar(200) NOT NULL,
	"timeout_ms" integer DEFAULT 10000 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"max_items" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interface_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"interface_code" varchar(40) NOT NULL,
	"business_key" varchar(100) NOT NULL,
	"part" integer DEFAULT 1 NOT NULL,
	"parts" integer DEFAULT 1 NOT NULL,
	"item_count" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"status" varchar(20) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error_code" varchar(60),
	"last_error_params" jsonb,
	"last_http_status" integer,
	"last_response" text,
	"response_code" varchar(100),
	"retransmits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_ship_bill_id_ship_bills_id_fk" FOREIGN KEY ("ship_bill_id") REFERENCES "public"."ship_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_ship_bill_uq" ON "invoices" USING btree ("ship_bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_code_no_uq" ON "invoices" USING btree ("invoice_code","invoice_no");--> statement-breakpoint
CREATE INDEX "invoices_no_idx" ON "invoices" USING btree ("invoice_no");--> statement-breakpoint
CREATE INDEX "interface_messages_due_idx" ON "interface_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "interface_messages_monitor_idx" ON "interface_messages" USING btree ("interface_code","status","id");--> statement-breakpoint
CREATE INDEX "interface_messages_business_idx" ON "interface_messages" USING btree ("interface_code","business_key");--> statement-breakpoint
CREATE UNIQUE INDEX "interface_messages_response_code_uq" ON "interface_messages" USING btree ("interface_code","response_code") WHERE response_code is not null;