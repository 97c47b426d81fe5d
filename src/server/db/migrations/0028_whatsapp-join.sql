-- Joining a queue by WhatsApp (docs/product/messages.md#joining-on-whatsapp): what a customer tapped in
-- a list or on a button, the name his profile shows, and the list a reply offers; two more things a
-- message may do (offer the list, join). The worker writes the new columns in the shop's own
-- transaction, so the platform's role needs no grant on them.
ALTER TABLE "inbound_messages" DROP CONSTRAINT "inbound_messages_action_check";--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD COLUMN "choice" text;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD COLUMN "sender_name" text;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD COLUMN "reply_menu" jsonb;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_action_check" CHECK ("inbound_messages"."action" in ('here', 'late', 'cancel', 'coming', 'help', 'refused', 'menu', 'joined'));