-- Spanish for the demo's sensory and access information (seed.sql, issue 61 item 2): laid into the
-- published translations of the sensory-friendly movie (seed-spanish/30-events.sql) and of the main
-- office (its location translation, migration 20261128090100). `source` gains the English texts
-- the Spanish was made from, so the translation is out of date when any of them changes.
update public.content_translations t set
  fields = t.fields || $es${"sensoryProfile": {
    "quietSpaceWhere": "Sala 2, junto a la entrada, con luces suaves y pufs",
    "seating": "Butacas de cine, pufs adelante y espacio para estar de pie o caminar al fondo.",
    "food": "Palomitas de maíz y agua gratis. Puede traer sus propios refrigerios.",
    "steps": [
      {"text": "Entre por las puertas principales. Una persona del personal con camiseta azul le saluda y busca su nombre en la lista.", "imageAlt": "Dibujo de la puerta principal del edificio con un corazón de bienvenida encima"},
      {"text": "Siéntese donde quiera. Las luces quedan a media intensidad y el sonido está bajo. Puede pararse, moverse, o salir y volver cuando quiera."},
      {"text": "Si necesita un descanso, vaya a la sala tranquila junto a la entrada. Tiene luces suaves, pufs y protectores auditivos.", "imageAlt": "Dibujo de un rincón tranquilo con luz suave y una planta"}
    ]
  }}$es$::jsonb,
  source = t.source || jsonb_build_object('sensoryProfile', jsonb_build_object(
    'quietSpaceWhere', e.sensory_profile -> 'quietSpaceWhere', 'seating', e.sensory_profile -> 'seating', 'food', e.sensory_profile -> 'food',
    'steps', (select jsonb_agg(jsonb_strip_nulls(jsonb_build_object('text', s -> 'text', 'imageAlt', s -> 'imageAlt')))
              from jsonb_array_elements(e.sensory_profile -> 'steps') s)))
from public.events e
where t.subject = 'events' and t.subject_key = e.id::text and t.locale = 'es' and e.slug = 'sensory-friendly-movie-afternoon';

update public.content_translations t set
  fields = t.fields || $es${"sensoryProfile": {
    "quietSpaceWhere": "La sala de reuniones pequeña junto a la recepción",
    "seating": "Sillas con y sin brazos."
  }}$es$::jsonb,
  source = t.source || jsonb_build_object('sensoryProfile', jsonb_build_object(
    'quietSpaceWhere', l.sensory_profile -> 'quietSpaceWhere', 'seating', l.sensory_profile -> 'seating'))
from public.locations l
where t.subject = 'locations' and t.subject_key = l.id::text and t.locale = 'es' and l.name = 'Main Office - Livingston';
