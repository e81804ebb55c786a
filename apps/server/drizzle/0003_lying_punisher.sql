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
ALTER TABLE "part_status_history" ADD CONSTRAINT "part_status_history_part_code_parts_part_code_fk" FOREIGN KEY ("part_code") REFERENCES "public"."parts"("part_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "part_status_history_part_idx" ON "part_status_history" USING btree ("part_code","created_at");