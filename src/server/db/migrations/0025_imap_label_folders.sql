CREATE TABLE "mail_label_copy" (
	"folder_id" text NOT NULL,
	"uid" bigint NOT NULL,
	"message_id" text NOT NULL,
	CONSTRAINT "mail_label_copy_folder_id_uid_pk" PRIMARY KEY("folder_id","uid")
);
--> statement-breakpoint
ALTER TABLE "mail_account" ADD COLUMN "label_store" text;--> statement-breakpoint
ALTER TABLE "mail_label_copy" ADD CONSTRAINT "mail_label_copy_folder_id_mail_folder_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."mail_folder"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_label_copy" ADD CONSTRAINT "mail_label_copy_message_id_mail_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mail_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_label_copy_message_idx" ON "mail_label_copy" USING btree ("message_id");