CREATE TABLE `queue_totals` (
	`assigned_to` text NOT NULL,
	`status` text NOT NULL,
	`applications` integer NOT NULL,
	PRIMARY KEY(`assigned_to`, `status`)
);
--> statement-breakpoint
-- The queue's totals follow every statement that adds, claims, unclaims, moves or removes an application.
CREATE TRIGGER `queue_totals_on_insert` AFTER INSERT ON `applications` WHEN new.`assigned_to` IS NOT NULL
BEGIN
	INSERT INTO `queue_totals` VALUES (new.`assigned_to`, new.`status`, 1)
		ON CONFLICT (`assigned_to`, `status`) DO UPDATE SET `applications` = `applications` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `queue_totals_on_update` AFTER UPDATE OF `assigned_to`, `status` ON `applications`
	WHEN old.`assigned_to` IS NOT new.`assigned_to` OR old.`status` IS NOT new.`status`
BEGIN
	UPDATE `queue_totals` SET `applications` = `applications` - 1
		WHERE `assigned_to` = old.`assigned_to` AND `status` = old.`status`;
	INSERT INTO `queue_totals` SELECT new.`assigned_to`, new.`status`, 1 WHERE new.`assigned_to` IS NOT NULL
		ON CONFLICT (`assigned_to`, `status`) DO UPDATE SET `applications` = `applications` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `queue_totals_on_delete` AFTER DELETE ON `applications` WHEN old.`assigned_to` IS NOT NULL
BEGIN
	UPDATE `queue_totals` SET `applications` = `applications` - 1
		WHERE `assigned_to` = old.`assigned_to` AND `status` = old.`status`;
END;
--> statement-breakpoint
INSERT INTO `queue_totals`
	SELECT `assigned_to`, `status`, count(*) FROM `applications` WHERE `assigned_to` IS NOT NULL
	GROUP BY `assigned_to`, `status`;
