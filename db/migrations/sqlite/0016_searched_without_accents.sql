-- The application's copies of its borrower's searched fields are kept without accents (api/domain/searchFold.ts,
-- the same letters; tests/db/searchFold.test.ts keeps them alike): a rep typing 'Nunez' finds Núñez. SQLite has
-- no translate(): one replace() a letter, nine letters an UPDATE (nested deeper, other SQLite builds such as the
-- sqlite3 shell cannot parse the schema), and only over rows holding a letter outside printable ASCII.
DROP TRIGGER `applications_borrower_fields_on_insert`;
--> statement-breakpoint
DROP TRIGGER `applications_borrower_fields_on_link`;
--> statement-breakpoint
DROP TRIGGER `borrowers_searched_fields_change`;
--> statement-breakpoint
CREATE TRIGGER `applications_borrower_fields_on_insert` AFTER INSERT ON `applications`
	WHEN new.`application_borrower_id` IS NOT NULL
BEGIN
	UPDATE `applications` SET (`borrower_first_name`, `borrower_last_name`, `borrower_email`, `borrower_phone_number`) =
		(SELECT `first_name`, `last_name`, `email`, `phone_number` FROM `borrowers` WHERE `id` = new.`application_borrower_id`)
		WHERE `id` = new.`id`;
	UPDATE `applications` SET `borrower_first_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_first_name`, 'Á', 'A'), 'À', 'A'), 'Â', 'A'), 'Ä', 'A'), 'Ã', 'A'), 'Å', 'A'), 'á', 'a'), 'à', 'a'), 'â', 'a'),
		`borrower_last_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_last_name`, 'Á', 'A'), 'À', 'A'), 'Â', 'A'), 'Ä', 'A'), 'Ã', 'A'), 'Å', 'A'), 'á', 'a'), 'à', 'a'), 'â', 'a'),
		`borrower_email` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_email`, 'Á', 'A'), 'À', 'A'), 'Â', 'A'), 'Ä', 'A'), 'Ã', 'A'), 'Å', 'A'), 'á', 'a'), 'à', 'a'), 'â', 'a')
		WHERE `id` = new.`id` AND (coalesce(`borrower_first_name`, '') || coalesce(`borrower_last_name`, '') || coalesce(`borrower_email`, '')) GLOB '*[^ -~]*';
	UPDATE `applications` SET `borrower_first_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_first_name`, 'ä', 'a'), 'ã', 'a'), 'å', 'a'), 'É', 'E'), 'È', 'E'), 'Ê', 'E'), 'Ë', 'E'), 'é', 'e'), 'è', 'e'),
		`borrower_last_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_last_name`, 'ä', 'a'), 'ã', 'a'), 'å', 'a'), 'É', 'E'), 'È', 'E'), 'Ê', 'E'), 'Ë', 'E'), 'é', 'e'), 'è', 'e'),
		`borrower_email` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_email`, 'ä', 'a'), 'ã', 'a'), 'å', 'a'), 'É', 'E'), 'È', 'E'), 'Ê', 'E'), 'Ë', 'E'), 'é', 'e'), 'è', 'e')
		WHERE `id` = new.`id` AND (coalesce(`borrower_first_name`, '') || coalesce(`borrower_last_name`, '') || coalesce(`borrower_email`, '')) GLOB '*[^ -~]*';
	UPDATE `applications` SET `borrower_first_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_first_name`, 'ê', 'e'), 'ë', 'e'), 'Í', 'I'), 'Ì', 'I'), 'Î', 'I'), 'Ï', 'I'), 'í', 'i'), 'ì', 'i'), 'î', 'i'),
		`borrower_last_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_last_name`, 'ê', 'e'), 'ë', 'e'), 'Í', 'I'), 'Ì', 'I'), 'Î', 'I'), 'Ï', 'I'), 'í', 'i'), 'ì', 'i'), 'î', 'i'),
		`borrower_email` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_email`, 'ê', 'e'), 'ë', 'e'), 'Í', 'I'), 'Ì', 'I'), 'Î', 'I'), 'Ï', 'I'), 'í', 'i'), 'ì', 'i'), 'î', 'i')
		WHERE `id` = new.`id` AND (coalesce(`borrower_first_name`, '') || coalesce(`borrower_last_name`, '') || coalesce(`borrower_email`, '')) GLOB '*[^ -~]*';
	UPDATE `applications` SET `borrower_first_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_first_name`, 'ï', 'i'), 'Ó', 'O'), 'Ò', 'O'), 'Ô', 'O'), 'Ö', 'O'), 'Õ', 'O'), 'ó', 'o'), 'ò', 'o'), 'ô', 'o'),
		`borrower_last_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_last_name`, 'ï', 'i'), 'Ó', 'O'), 'Ò', 'O'), 'Ô', 'O'), 'Ö', 'O'), 'Õ', 'O'), 'ó', 'o'), 'ò', 'o'), 'ô', 'o'),
		`borrower_email` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_email`, 'ï', 'i'), 'Ó', 'O'), 'Ò', 'O'), 'Ô', 'O'), 'Ö', 'O'), 'Õ', 'O'), 'ó', 'o'), 'ò', 'o'), 'ô', 'o')
		WHERE `id` = new.`id` AND (coalesce(`borrower_first_name`, '') || coalesce(`borrower_last_name`, '') || coalesce(`borrower_email`, '')) GLOB '*[^ -~]*';
	UPDATE `applications` SET `borrower_first_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_first_name`, 'ö', 'o'), 'õ', 'o'), 'Ú', 'U'), 'Ù', 'U'), 'Û', 'U'), 'Ü', 'U'), 'ú', 'u'), 'ù', 'u'), 'û', 'u'),
		`borrower_last_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_last_name`, 'ö', 'o'), 'õ', 'o'), 'Ú', 'U'), 'Ù', 'U'), 'Û', 'U'), 'Ü', 'U'), 'ú', 'u'), 'ù', 'u'), 'û', 'u'),
		`borrower_email` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_email`, 'ö', 'o'), 'õ', 'o'), 'Ú', 'U'), 'Ù', 'U'), 'Û', 'U'), 'Ü', 'U'), 'ú', 'u'), 'ù', 'u'), 'û', 'u')
		WHERE `id` = new.`id` AND (coalesce(`borrower_first_name`, '') || coalesce(`borrower_last_name`, '') || coalesce(`borrower_email`, '')) GLOB '*[^ -~]*';
	UPDATE `applications` SET `borrower_first_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_first_name`, 'ü', 'u'), 'Ñ', 'N'), 'ñ', 'n'), 'Ç', 'C'), 'ç', 'c'), 'Ý', 'Y'), 'Ÿ', 'Y'), 'ý', 'y'), 'ÿ', 'y'),
		`borrower_last_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_last_name`, 'ü', 'u'), 'Ñ', 'N'), 'ñ', 'n'), 'Ç', 'C'), 'ç', 'c'), 'Ý', 'Y'), 'Ÿ', 'Y'), 'ý', 'y'), 'ÿ', 'y'),
		`borrower_email` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_email`, 'ü', 'u'), 'Ñ', 'N'), 'ñ', 'n'), 'Ç', 'C'), 'ç', 'c'), 'Ý', 'Y'), 'Ÿ', 'Y'), 'ý', 'y'), 'ÿ', 'y')
		WHERE `id` = new.`id` AND (coalesce(`borrower_first_name`, '') || coalesce(`borrower_last_name`, '') || coalesce(`borrower_email`, '')) GLOB '*[^ -~]*';
END;
--> statement-breakpoint
CREATE TRIGGER `applications_borrower_fields_on_link` AFTER UPDATE OF `application_borrower_id` ON `applications`
BEGIN
	UPDATE `applications` SET (`borrower_first_name`, `borrower_last_name`, `borrower_email`, `borrower_phone_number`) =
		(SELECT `first_name`, `last_name`, `email`, `phone_number` FROM `borrowers` WHERE `id` = new.`application_borrower_id`)
		WHERE `id` = new.`id`;
	UPDATE `applications` SET `borrower_first_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_first_name`, 'Á', 'A'), 'À', 'A'), 'Â', 'A'), 'Ä', 'A'), 'Ã', 'A'), 'Å', 'A'), 'á', 'a'), 'à', 'a'), 'â', 'a'),
		`borrower_last_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_last_name`, 'Á', 'A'), 'À', 'A'), 'Â', 'A'), 'Ä', 'A'), 'Ã', 'A'), 'Å', 'A'), 'á', 'a'), 'à', 'a'), 'â', 'a'),
		`borrower_email` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_email`, 'Á', 'A'), 'À', 'A'), 'Â', 'A'), 'Ä', 'A'), 'Ã', 'A'), 'Å', 'A'), 'á', 'a'), 'à', 'a'), 'â', 'a')
		WHERE `id` = new.`id` AND (coalesce(`borrower_first_name`, '') || coalesce(`borrower_last_name`, '') || coalesce(`borrower_email`, '')) GLOB '*[^ -~]*';
	UPDATE `applications` SET `borrower_first_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_first_name`, 'ä', 'a'), 'ã', 'a'), 'å', 'a'), 'É', 'E'), 'È', 'E'), 'Ê', 'E'), 'Ë', 'E'), 'é', 'e'), 'è', 'e'),
		`borrower_last_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_last_name`, 'ä', 'a'), 'ã', 'a'), 'å', 'a'), 'É', 'E'), 'È', 'E'), 'Ê', 'E'), 'Ë', 'E'), 'é', 'e'), 'è', 'e'),
		`borrower_email` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_email`, 'ä', 'a'), 'ã', 'a'), 'å', 'a'), 'É', 'E'), 'È', 'E'), 'Ê', 'E'), 'Ë', 'E'), 'é', 'e'), 'è', 'e')
		WHERE `id` = new.`id` AND (coalesce(`borrower_first_name`, '') || coalesce(`borrower_last_name`, '') || coalesce(`borrower_email`, '')) GLOB '*[^ -~]*';
	UPDATE `applications` SET `borrower_first_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_first_name`, 'ê', 'e'), 'ë', 'e'), 'Í', 'I'), 'Ì', 'I'), 'Î', 'I'), 'Ï', 'I'), 'í', 'i'), 'ì', 'i'), 'î', 'i'),
		`borrower_last_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_last_name`, 'ê', 'e'), 'ë', 'e'), 'Í', 'I'), 'Ì', 'I'), 'Î', 'I'), 'Ï', 'I'), 'í', 'i'), 'ì', 'i'), 'î', 'i'),
		`borrower_email` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_email`, 'ê', 'e'), 'ë', 'e'), 'Í', 'I'), 'Ì', 'I'), 'Î', 'I'), 'Ï', 'I'), 'í', 'i'), 'ì', 'i'), 'î', 'i')
		WHERE `id` = new.`id` AND (coalesce(`borrower_first_name`, '') || coalesce(`borrower_last_name`, '') || coalesce(`borrower_email`, '')) GLOB '*[^ -~]*';
	UPDATE `applications` SET `borrower_first_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_first_name`, 'ï', 'i'), 'Ó', 'O'), 'Ò', 'O'), 'Ô', 'O'), 'Ö', 'O'), 'Õ', 'O'), 'ó', 'o'), 'ò', 'o'), 'ô', 'o'),
		`borrower_last_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_last_name`, 'ï', 'i'), 'Ó', 'O'), 'Ò', 'O'), 'Ô', 'O'), 'Ö', 'O'), 'Õ', 'O'), 'ó', 'o'), 'ò', 'o'), 'ô', 'o'),
		`borrower_email` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_email`, 'ï', 'i'), 'Ó', 'O'), 'Ò', 'O'), 'Ô', 'O'), 'Ö', 'O'), 'Õ', 'O'), 'ó', 'o'), 'ò', 'o'), 'ô', 'o')
		WHERE `id` = new.`id` AND (coalesce(`borrower_first_name`, '') || coalesce(`borrower_last_name`, '') || coalesce(`borrower_email`, '')) GLOB '*[^ -~]*';
	UPDATE `applications` SET `borrower_first_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_first_name`, 'ö', 'o'), 'õ', 'o'), 'Ú', 'U'), 'Ù', 'U'), 'Û', 'U'), 'Ü', 'U'), 'ú', 'u'), 'ù', 'u'), 'û', 'u'),
		`borrower_last_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_last_name`, 'ö', 'o'), 'õ', 'o'), 'Ú', 'U'), 'Ù', 'U'), 'Û', 'U'), 'Ü', 'U'), 'ú', 'u'), 'ù', 'u'), 'û', 'u'),
		`borrower_email` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_email`, 'ö', 'o'), 'õ', 'o'), 'Ú', 'U'), 'Ù', 'U'), 'Û', 'U'), 'Ü', 'U'), 'ú', 'u'), 'ù', 'u'), 'û', 'u')
		WHERE `id` = new.`id` AND (coalesce(`borrower_first_name`, '') || coalesce(`borrower_last_name`, '') || coalesce(`borrower_email`, '')) GLOB '*[^ -~]*';
	UPDATE `applications` SET `borrower_first_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_first_name`, 'ü', 'u'), 'Ñ', 'N'), 'ñ', 'n'), 'Ç', 'C'), 'ç', 'c'), 'Ý', 'Y'), 'Ÿ', 'Y'), 'ý', 'y'), 'ÿ', 'y'),
		`borrower_last_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_last_name`, 'ü', 'u'), 'Ñ', 'N'), 'ñ', 'n'), 'Ç', 'C'), 'ç', 'c'), 'Ý', 'Y'), 'Ÿ', 'Y'), 'ý', 'y'), 'ÿ', 'y'),
		`borrower_email` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_email`, 'ü', 'u'), 'Ñ', 'N'), 'ñ', 'n'), 'Ç', 'C'), 'ç', 'c'), 'Ý', 'Y'), 'Ÿ', 'Y'), 'ý', 'y'), 'ÿ', 'y')
		WHERE `id` = new.`id` AND (coalesce(`borrower_first_name`, '') || coalesce(`borrower_last_name`, '') || coalesce(`borrower_email`, '')) GLOB '*[^ -~]*';
END;
--> statement-breakpoint
CREATE TRIGGER `borrowers_searched_fields_change` AFTER UPDATE OF `first_name`, `last_name`, `email`, `phone_number` ON `borrowers`
	WHEN old.`first_name` IS NOT new.`first_name` OR old.`last_name` IS NOT new.`last_name`
		OR old.`email` IS NOT new.`email` OR old.`phone_number` IS NOT new.`phone_number`
BEGIN
	UPDATE `applications` SET `borrower_first_name` = new.`first_name`, `borrower_last_name` = new.`last_name`,
		`borrower_email` = new.`email`, `borrower_phone_number` = new.`phone_number`
		WHERE `application_borrower_id` = new.`id`;
	UPDATE `applications` SET `borrower_first_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_first_name`, 'Á', 'A'), 'À', 'A'), 'Â', 'A'), 'Ä', 'A'), 'Ã', 'A'), 'Å', 'A'), 'á', 'a'), 'à', 'a'), 'â', 'a'),
		`borrower_last_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_last_name`, 'Á', 'A'), 'À', 'A'), 'Â', 'A'), 'Ä', 'A'), 'Ã', 'A'), 'Å', 'A'), 'á', 'a'), 'à', 'a'), 'â', 'a'),
		`borrower_email` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_email`, 'Á', 'A'), 'À', 'A'), 'Â', 'A'), 'Ä', 'A'), 'Ã', 'A'), 'Å', 'A'), 'á', 'a'), 'à', 'a'), 'â', 'a')
		WHERE `application_borrower_id` = new.`id` AND (coalesce(`borrower_first_name`, '') || coalesce(`borrower_last_name`, '') || coalesce(`borrower_email`, '')) GLOB '*[^ -~]*';
	UPDATE `applications` SET `borrower_first_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_first_name`, 'ä', 'a'), 'ã', 'a'), 'å', 'a'), 'É', 'E'), 'È', 'E'), 'Ê', 'E'), 'Ë', 'E'), 'é', 'e'), 'è', 'e'),
		`borrower_last_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_last_name`, 'ä', 'a'), 'ã', 'a'), 'å', 'a'), 'É', 'E'), 'È', 'E'), 'Ê', 'E'), 'Ë', 'E'), 'é', 'e'), 'è', 'e'),
		`borrower_email` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_email`, 'ä', 'a'), 'ã', 'a'), 'å', 'a'), 'É', 'E'), 'È', 'E'), 'Ê', 'E'), 'Ë', 'E'), 'é', 'e'), 'è', 'e')
		WHERE `application_borrower_id` = new.`id` AND (coalesce(`borrower_first_name`, '') || coalesce(`borrower_last_name`, '') || coalesce(`borrower_email`, '')) GLOB '*[^ -~]*';
	UPDATE `applications` SET `borrower_first_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_first_name`, 'ê', 'e'), 'ë', 'e'), 'Í', 'I'), 'Ì', 'I'), 'Î', 'I'), 'Ï', 'I'), 'í', 'i'), 'ì', 'i'), 'î', 'i'),
		`borrower_last_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_last_name`, 'ê', 'e'), 'ë', 'e'), 'Í', 'I'), 'Ì', 'I'), 'Î', 'I'), 'Ï', 'I'), 'í', 'i'), 'ì', 'i'), 'î', 'i'),
		`borrower_email` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_email`, 'ê', 'e'), 'ë', 'e'), 'Í', 'I'), 'Ì', 'I'), 'Î', 'I'), 'Ï', 'I'), 'í', 'i'), 'ì', 'i'), 'î', 'i')
		WHERE `application_borrower_id` = new.`id` AND (coalesce(`borrower_first_name`, '') || coalesce(`borrower_last_name`, '') || coalesce(`borrower_email`, '')) GLOB '*[^ -~]*';
	UPDATE `applications` SET `borrower_first_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_first_name`, 'ï', 'i'), 'Ó', 'O'), 'Ò', 'O'), 'Ô', 'O'), 'Ö', 'O'), 'Õ', 'O'), 'ó', 'o'), 'ò', 'o'), 'ô', 'o'),
		`borrower_last_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_last_name`, 'ï', 'i'), 'Ó', 'O'), 'Ò', 'O'), 'Ô', 'O'), 'Ö', 'O'), 'Õ', 'O'), 'ó', 'o'), 'ò', 'o'), 'ô', 'o'),
		`borrower_email` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_email`, 'ï', 'i'), 'Ó', 'O'), 'Ò', 'O'), 'Ô', 'O'), 'Ö', 'O'), 'Õ', 'O'), 'ó', 'o'), 'ò', 'o'), 'ô', 'o')
		WHERE `application_borrower_id` = new.`id` AND (coalesce(`borrower_first_name`, '') || coalesce(`borrower_last_name`, '') || coalesce(`borrower_email`, '')) GLOB '*[^ -~]*';
	UPDATE `applications` SET `borrower_first_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_first_name`, 'ö', 'o'), 'õ', 'o'), 'Ú', 'U'), 'Ù', 'U'), 'Û', 'U'), 'Ü', 'U'), 'ú', 'u'), 'ù', 'u'), 'û', 'u'),
		`borrower_last_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_last_name`, 'ö', 'o'), 'õ', 'o'), 'Ú', 'U'), 'Ù', 'U'), 'Û', 'U'), 'Ü', 'U'), 'ú', 'u'), 'ù', 'u'), 'û', 'u'),
		`borrower_email` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_email`, 'ö', 'o'), 'õ', 'o'), 'Ú', 'U'), 'Ù', 'U'), 'Û', 'U'), 'Ü', 'U'), 'ú', 'u'), 'ù', 'u'), 'û', 'u')
		WHERE `application_borrower_id` = new.`id` AND (coalesce(`borrower_first_name`, '') || coalesce(`borrower_last_name`, '') || coalesce(`borrower_email`, '')) GLOB '*[^ -~]*';
	UPDATE `applications` SET `borrower_first_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_first_name`, 'ü', 'u'), 'Ñ', 'N'), 'ñ', 'n'), 'Ç', 'C'), 'ç', 'c'), 'Ý', 'Y'), 'Ÿ', 'Y'), 'ý', 'y'), 'ÿ', 'y'),
		`borrower_last_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_last_name`, 'ü', 'u'), 'Ñ', 'N'), 'ñ', 'n'), 'Ç', 'C'), 'ç', 'c'), 'Ý', 'Y'), 'Ÿ', 'Y'), 'ý', 'y'), 'ÿ', 'y'),
		`borrower_email` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_email`, 'ü', 'u'), 'Ñ', 'N'), 'ñ', 'n'), 'Ç', 'C'), 'ç', 'c'), 'Ý', 'Y'), 'Ÿ', 'Y'), 'ý', 'y'), 'ÿ', 'y')
		WHERE `application_borrower_id` = new.`id` AND (coalesce(`borrower_first_name`, '') || coalesce(`borrower_last_name`, '') || coalesce(`borrower_email`, '')) GLOB '*[^ -~]*';
END;
--> statement-breakpoint
UPDATE `applications` SET `borrower_first_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_first_name`, 'Á', 'A'), 'À', 'A'), 'Â', 'A'), 'Ä', 'A'), 'Ã', 'A'), 'Å', 'A'), 'á', 'a'), 'à', 'a'), 'â', 'a'),
	`borrower_last_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_last_name`, 'Á', 'A'), 'À', 'A'), 'Â', 'A'), 'Ä', 'A'), 'Ã', 'A'), 'Å', 'A'), 'á', 'a'), 'à', 'a'), 'â', 'a'),
	`borrower_email` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_email`, 'Á', 'A'), 'À', 'A'), 'Â', 'A'), 'Ä', 'A'), 'Ã', 'A'), 'Å', 'A'), 'á', 'a'), 'à', 'a'), 'â', 'a')
	WHERE (coalesce(`borrower_first_name`, '') || coalesce(`borrower_last_name`, '') || coalesce(`borrower_email`, '')) GLOB '*[^ -~]*';
--> statement-breakpoint
UPDATE `applications` SET `borrower_first_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_first_name`, 'ä', 'a'), 'ã', 'a'), 'å', 'a'), 'É', 'E'), 'È', 'E'), 'Ê', 'E'), 'Ë', 'E'), 'é', 'e'), 'è', 'e'),
	`borrower_last_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_last_name`, 'ä', 'a'), 'ã', 'a'), 'å', 'a'), 'É', 'E'), 'È', 'E'), 'Ê', 'E'), 'Ë', 'E'), 'é', 'e'), 'è', 'e'),
	`borrower_email` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_email`, 'ä', 'a'), 'ã', 'a'), 'å', 'a'), 'É', 'E'), 'È', 'E'), 'Ê', 'E'), 'Ë', 'E'), 'é', 'e'), 'è', 'e')
	WHERE (coalesce(`borrower_first_name`, '') || coalesce(`borrower_last_name`, '') || coalesce(`borrower_email`, '')) GLOB '*[^ -~]*';
--> statement-breakpoint
UPDATE `applications` SET `borrower_first_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_first_name`, 'ê', 'e'), 'ë', 'e'), 'Í', 'I'), 'Ì', 'I'), 'Î', 'I'), 'Ï', 'I'), 'í', 'i'), 'ì', 'i'), 'î', 'i'),
	`borrower_last_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_last_name`, 'ê', 'e'), 'ë', 'e'), 'Í', 'I'), 'Ì', 'I'), 'Î', 'I'), 'Ï', 'I'), 'í', 'i'), 'ì', 'i'), 'î', 'i'),
	`borrower_email` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_email`, 'ê', 'e'), 'ë', 'e'), 'Í', 'I'), 'Ì', 'I'), 'Î', 'I'), 'Ï', 'I'), 'í', 'i'), 'ì', 'i'), 'î', 'i')
	WHERE (coalesce(`borrower_first_name`, '') || coalesce(`borrower_last_name`, '') || coalesce(`borrower_email`, '')) GLOB '*[^ -~]*';
--> statement-breakpoint
UPDATE `applications` SET `borrower_first_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_first_name`, 'ï', 'i'), 'Ó', 'O'), 'Ò', 'O'), 'Ô', 'O'), 'Ö', 'O'), 'Õ', 'O'), 'ó', 'o'), 'ò', 'o'), 'ô', 'o'),
	`borrower_last_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_last_name`, 'ï', 'i'), 'Ó', 'O'), 'Ò', 'O'), 'Ô', 'O'), 'Ö', 'O'), 'Õ', 'O'), 'ó', 'o'), 'ò', 'o'), 'ô', 'o'),
	`borrower_email` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_email`, 'ï', 'i'), 'Ó', 'O'), 'Ò', 'O'), 'Ô', 'O'), 'Ö', 'O'), 'Õ', 'O'), 'ó', 'o'), 'ò', 'o'), 'ô', 'o')
	WHERE (coalesce(`borrower_first_name`, '') || coalesce(`borrower_last_name`, '') || coalesce(`borrower_email`, '')) GLOB '*[^ -~]*';
--> statement-breakpoint
UPDATE `applications` SET `borrower_first_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_first_name`, 'ö', 'o'), 'õ', 'o'), 'Ú', 'U'), 'Ù', 'U'), 'Û', 'U'), 'Ü', 'U'), 'ú', 'u'), 'ù', 'u'), 'û', 'u'),
	`borrower_last_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_last_name`, 'ö', 'o'), 'õ', 'o'), 'Ú', 'U'), 'Ù', 'U'), 'Û', 'U'), 'Ü', 'U'), 'ú', 'u'), 'ù', 'u'), 'û', 'u'),
	`borrower_email` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_email`, 'ö', 'o'), 'õ', 'o'), 'Ú', 'U'), 'Ù', 'U'), 'Û', 'U'), 'Ü', 'U'), 'ú', 'u'), 'ù', 'u'), 'û', 'u')
	WHERE (coalesce(`borrower_first_name`, '') || coalesce(`borrower_last_name`, '') || coalesce(`borrower_email`, '')) GLOB '*[^ -~]*';
--> statement-breakpoint
UPDATE `applications` SET `borrower_first_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_first_name`, 'ü', 'u'), 'Ñ', 'N'), 'ñ', 'n'), 'Ç', 'C'), 'ç', 'c'), 'Ý', 'Y'), 'Ÿ', 'Y'), 'ý', 'y'), 'ÿ', 'y'),
	`borrower_last_name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_last_name`, 'ü', 'u'), 'Ñ', 'N'), 'ñ', 'n'), 'Ç', 'C'), 'ç', 'c'), 'Ý', 'Y'), 'Ÿ', 'Y'), 'ý', 'y'), 'ÿ', 'y'),
	`borrower_email` = replace(replace(replace(replace(replace(replace(replace(replace(replace(`borrower_email`, 'ü', 'u'), 'Ñ', 'N'), 'ñ', 'n'), 'Ç', 'C'), 'ç', 'c'), 'Ý', 'Y'), 'Ÿ', 'Y'), 'ý', 'y'), 'ÿ', 'y')
	WHERE (coalesce(`borrower_first_name`, '') || coalesce(`borrower_last_name`, '') || coalesce(`borrower_email`, '')) GLOB '*[^ -~]*';
