-- Push (FCM) campaigns: an optional image shown in the notification and the deep link the app opens on tap.
ALTER TABLE admin.fcm_campaigns
  ADD COLUMN image_url text CHECK (image_url IS NULL OR length(image_url) <= 2048),
  ADD COLUMN deep_link text CHECK (deep_link IS NULL OR length(deep_link) <= 2048);
