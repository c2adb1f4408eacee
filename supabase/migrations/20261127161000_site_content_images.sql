-- Library images on the site's own content (issue 33 item 5): the home hero slides, the partner
-- logos, the accreditation badges and the board members' photos may each name an image of the
-- media library. Shown instead of the static file (image_src, logo_src, badge_src) when set and
-- visible to visitors; a board member without one has no photo. As with featured images, an
-- image in use cannot be deleted (on delete restrict; /api names the places first), and a
-- withdrawn or expired release takes it off the public answer at once, because /api reads the
-- image only when visitors may see it (supabase/functions/_shared/media/featured-image.ts).
-- Visible rows and writes stay as the collections' policies have them (20261126200100).

alter table public.hero_slides add column image_id uuid references public.media_assets (id) on delete restrict;
alter table public.partners add column logo_id uuid references public.media_assets (id) on delete restrict;
alter table public.accreditations add column badge_id uuid references public.media_assets (id) on delete restrict;
alter table public.board_members add column photo_id uuid references public.media_assets (id) on delete restrict;

-- where-used and the delete check look rows up by image
create index hero_slides_image_idx on public.hero_slides (image_id) where image_id is not null;
create index partners_logo_idx on public.partners (logo_id) where logo_id is not null;
create index accreditations_badge_idx on public.accreditations (badge_id) where badge_id is not null;
create index board_members_photo_idx on public.board_members (photo_id) where photo_id is not null;
