CREATE TABLE "revoked_sessions" (
	"sid" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "lockouts" integer DEFAULT 0 NOT NULL;