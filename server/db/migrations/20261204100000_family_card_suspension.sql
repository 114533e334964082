-- Issue 35, SPEC 3.1 card suspension working data: a lost family card is stopped with the member's own cards
-- (suspensionCardInfoList), so a family card has a status and a reissue state of its own, with the codes of cards
-- (enums/card.ts CardStatus, CardReissue). Its new card is a replacement order naming it (its card_id the card it
-- belongs to), one on its way per family card as per card; posted, the family card is in use again under the new number.

-- migrate:up
alter table family_cards add column card_status text not null default '0';
alter table family_cards add column reissue_status text not null default '0' check (reissue_status in ('0', '1'));

alter table fulfilment_orders drop constraint fulfilment_orders_check;
alter table fulfilment_orders add constraint fulfilment_orders_family_card_kind check (
  case kind when 'familyCard' then family_card_id is not null when 'replacement' then true else family_card_id is null end
);
drop index fulfilment_orders_family_card;
create unique index fulfilment_orders_family_card on fulfilment_orders (family_card_id) where kind = 'familyCard';
create unique index fulfilment_orders_open_family_card on fulfilment_orders (family_card_id)
  where kind = 'replacement' and family_card_id is not null and status <> 'posted';
drop index fulfilment_orders_open_card;
create unique index fulfilment_orders_open_card on fulfilment_orders (card_id)
  where kind in ('reissue', 'replacement') and family_card_id is null and status <> 'posted';

-- migrate:down
delete from fulfilment_orders where kind = 'replacement' and family_card_id is not null;
drop index fulfilment_orders_open_card;
create unique index fulfilment_orders_open_card on fulfilment_orders (card_id) where kind in ('reissue', 'replacement') and status <> 'posted';
drop index fulfilment_orders_open_family_card;
drop index fulfilment_orders_family_card;
create unique index fulfilment_orders_family_card on fulfilment_orders (family_card_id) where family_card_id is not null;
alter table fulfilment_orders drop constraint fulfilment_orders_family_card_kind;
alter table fulfilment_orders add constraint fulfilment_orders_check check ((kind = 'familyCard') = (family_card_id is not null));
alter table family_cards drop column reissue_status;
alter table family_cards drop column card_status;
