-- Staff resend a donation's receipt from the admin area's Donations tab. The outbox is the
-- service role's alone, so the resend is a security definer function that admits admins only
-- and queues the same receipt the webhook queues (succeeded donations only).

create or replace function public.resend_donation_receipt(p_donation_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_donation public.donations%rowtype;
begin
  if not (select private.is_admin()) then
    raise exception 'admins only' using errcode = 'insufficient_privilege';
  end if;
  select * into v_donation from public.donations d where d.id = p_donation_id;
  if not found then
    return 'not_found';
  end if;
  if v_donation.status <> 'succeeded' then
    return 'not_succeeded';
  end if;
  insert into public.email_outbox (kind, recipient, payload)
  values ('donation_receipt', v_donation.donor_email, jsonb_build_object('donationId', v_donation.id, 'resent', true));
  return 'queued';
end;
$$;
revoke execute on function public.resend_donation_receipt(uuid) from public, anon;
grant execute on function public.resend_donation_receipt(uuid) to authenticated, service_role;

-- The Donations tab filters by date range and sorts by date or amount.
create index donations_amount_idx on public.donations (amount_cents);
