ALTER TABLE "services" ALTER COLUMN "icon" SET DEFAULT 'scissors';--> statement-breakpoint
-- Icons were emoji typed by the admin; they are keys now (src/shared/service-icons.ts). Known emoji
-- become the key that draws the same thing, anything else the scissors.
UPDATE "services" SET "icon" = CASE btrim("icon")
  WHEN '✂️' THEN 'scissors'
  WHEN '✂' THEN 'scissors'
  WHEN '💇' THEN 'scissors'
  WHEN '💇‍♂️' THEN 'scissors'
  WHEN '🪒' THEN 'razor'
  WHEN '🧔' THEN 'beard'
  WHEN '🧔‍♂️' THEN 'beard'
  WHEN '🪮' THEN 'comb'
  WHEN '💈' THEN 'pole'
  WHEN '💨' THEN 'dryer'
  WHEN '🎨' THEN 'colour'
  WHEN '🚿' THEN 'wash'
  WHEN '🧼' THEN 'wash'
  WHEN '💆' THEN 'massage'
  WHEN '💆‍♂️' THEN 'massage'
  WHEN '✨' THEN 'facial'
  WHEN '🧴' THEN 'facial'
  WHEN '🧖' THEN 'spa'
  WHEN '🧖‍♂️' THEN 'spa'
  WHEN '🌸' THEN 'spa'
  WHEN '🪷' THEN 'spa'
  WHEN '👶' THEN 'kids'
  WHEN '🧒' THEN 'kids'
  ELSE 'scissors'
END
WHERE "icon" NOT IN ('scissors', 'razor', 'beard', 'comb', 'pole', 'dryer', 'colour', 'wash', 'massage', 'facial', 'spa', 'kids');
