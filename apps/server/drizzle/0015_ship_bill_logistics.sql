ALTER TABLE "ship_bills" ADD COLUMN "container_no" varchar(20);--> statement-breakpoint
ALTER TABLE "ship_bills" ADD COLUMN "logistics_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ship_bills" ADD COLUMN "handed_to_carrier_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ship_bills" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ship_bills" ADD COLUMN "logistics_by" integer;--> statement-breakpoint
ALTER TABLE "ship_bills" ADD CONSTRAINT "ship_bills_logistics_by_users_id_fk" FOREIGN KEY ("logistics_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ship_bills_container_no_uq" ON "ship_bills" USING btree ("container_no");