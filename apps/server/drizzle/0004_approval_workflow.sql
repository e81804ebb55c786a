CREATE TABLE "approval_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_type" varchar(30) NOT NULL,
	"document_id" integer NOT NULL,
	"level" smallint,
	"action" varchar(20) NOT NULL,
	"from_state" varchar(20) NOT NULL,
	"to_state" varchar(20) NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(50) NOT NULL,
	"opinion" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approval_history" ADD CONSTRAINT "approval_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_history_document_idx" ON "approval_history" USING btree ("document_type","document_id","created_at");