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
CREATE UNIQUE INDEX "vehicles_vin_uq" ON "vehicles" USING btree ("vin");