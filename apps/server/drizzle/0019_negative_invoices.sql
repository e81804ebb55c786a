CREATE TABLE "negative_invoice_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_no" varchar(20) NOT NULL,
	"dealer_code" varchar(20) NOT NULL,
	"source" varchar(20) NOT NULL,
	"claim_no" varchar(20) NOT NULL,
	"ship_bill_id" integer,
	"bill_date" date NOT NULL,
	"qty" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "negative_invoice_bills_amount_negative" CHECK ("negative_invoice_bills"."amount" < 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "ship_bill_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "negative_bill_id" integer;--> statement-breakpoint
ALTER TABLE "negative_invoice_bills" ADD CONSTRAINT "negative_invoice_bills_dealer_code_dealers_code_fk" FOREIGN KEY ("dealer_code") REFERENCES "public"."dealers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negative_invoice_bills" ADD CONSTRAINT "negative_invoice_bills_ship_bill_id_ship_bills_id_fk" FOREIGN KEY ("ship_bill_id") REFERENCES "public"."ship_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "negative_invoice_bills_no_uq" ON "negative_invoice_bills" USING btree ("bill_no");--> statement-breakpoint
CREATE UNIQUE INDEX "negative_invoice_bills_claim_uq" ON "negative_invoice_bills" USING btree ("source","claim_no");--> statement-breakpoint
CREATE INDEX "negative_invoice_bills_dealer_idx" ON "negative_invoice_bills" USING btree ("dealer_code","bill_date");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_negative_bill_id_negative_invoice_bills_id_fk" FOREIGN KEY ("negative_bill_id") REFERENCES "public"."negative_invoice_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_negative_bill_uq" ON "invoices" USING btree ("negative_bill_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_one_bill" CHECK (num_nonnulls("invoices"."ship_bill_id", "invoices"."negative_bill_id") = 1);