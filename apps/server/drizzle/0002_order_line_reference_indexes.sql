CREATE INDEX "pick_bill_lines_line_idx" ON "pick_bill_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "ship_bill_lines_line_idx" ON "ship_bill_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "ship_box_lines_line_idx" ON "ship_box_lines" USING btree ("order_line_id");