-- The organisation's own content in Spanish (issue 36, item 4): a published Spanish version of
-- every translatable text that 20261126200200_site_content_data.sql loaded (the eight page
-- documents, the site settings and the rows of the collections), as rows of
-- public.content_translations. Only the paths contract/translations.ts TRANSLATABLE_PATHS names,
-- in the English answer's shape (lists of objects in the same order and count); {name}, {phone},
-- {email}, {address}, {counties} and {countyCount} are kept, as the pages fill them in. Partners
-- have no translatable text; the board members are demo rows of seed.sql, translated in
-- supabase/seed-spanish.
--
-- The Spanish awaits review by a native speaker on staff: it was written carefully, but not by
-- one, so every row is published with needs_review set, which the admin area shows beside the
-- English until a reviewer clears it.
--
-- `source` is the English each translation was made from: the row as the data migration loaded
-- it (its first revision in content_revisions). Where staff had already changed a text when this
-- runs, the translation therefore shows as out of date instead of passing for a translation of
-- the new English. Collection rows are found by the English they were loaded with; a row staff
-- have deleted gets nothing. A translation someone already saved is never overwritten.

-- The row as first loaded (its 'insert' revision), or null.
create function pg_temp.as_loaded(p_table text, p_key text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select r.row_data from public.content_revisions r
  where r.table_name = p_table and r.row_key = p_key and r.action = 'insert'
  order by r.id limit 1
$$;

-- A page document's Spanish: subject 'pages', keyed by the page's name.
create function pg_temp.translate_page(p_page text, p_fields jsonb)
returns void
language sql
set search_path = ''
as $$
  insert into public.content_translations (subject, subject_key, locale, fields, source, status, needs_review)
  select 'pages', d.page, 'es', p_fields, coalesce(pg_temp.as_loaded('page_documents', d.page) -> 'body', d.body), 'published', true
  from public.page_documents d where d.page = p_page
  on conflict (subject, subject_key, locale) do nothing
$$;

-- A collection row's Spanish: the row of `p_subject` whose `match` column was loaded as
-- `p_english`, keyed by its id; its source is that row's translatable columns, in camelCase.
create function pg_temp.translate_row(p_subject text, p_english text, p_fields jsonb)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_table text;
  v_match text;
  v_columns jsonb;
begin
  select c.tbl, c.match, c.columns::jsonb into v_table, v_match, v_columns
  from (values
    ('jobs', 'job_openings', 'title', '{"title": "title", "department": "department", "employmentType": "employment_type", "location": "location", "description": "description"}'),
    ('volunteer-roles', 'volunteer_roles', 'title', '{"title": "title", "timeCommitment": "time_commitment", "description": "description", "skills": "skills"}'),
    ('faqs', 'faqs', 'question', '{"question": "question", "answer": "answer"}'),
    ('resources', 'external_resources', 'name', '{"description": "description"}'),
    ('locations', 'locations', 'name', '{"name": "name", "hours": "hours"}'),
    ('emergency-contacts', 'emergency_contacts', 'title', '{"title": "title", "description": "description"}'),
    ('hero-slides', 'hero_slides', 'alt', '{"alt": "alt"}'),
    ('accreditations', 'accreditations', 'label', '{"label": "label", "detail": "detail"}')
  ) as c(subject, tbl, match, columns)
  where c.subject = p_subject;
  if v_table is null then
    raise exception 'unknown collection %', p_subject;
  end if;
  execute format($sql$
    insert into public.content_translations (subject, subject_key, locale, fields, source, status, needs_review)
    select $1, live.id::text, 'es', $2,
           (select jsonb_object_agg(col.key, loaded.row_data -> col.value) from jsonb_each_text($3) col),
           'published', true
    from public.%I live
    join public.content_revisions loaded
      on loaded.table_name = %L and loaded.action = 'insert' and loaded.row_key = live.id::text
    where loaded.row_data ->> %L = $4
    on conflict (subject, subject_key, locale) do nothing
  $sql$, v_table, v_table, v_match) using p_subject, p_fields, v_columns, p_english;
end;
$$;

-- ---- the site settings ----

insert into public.content_translations (subject, subject_key, locale, fields, source, status, needs_review)
select 'settings', 'site', 'es', $es${
  "tagline": "Impulsamos la independencia, celebramos las capacidades.",
  "description": "Una organización sin fines de lucro de New Jersey que ofrece apoyo centrado en la persona a personas con autismo y discapacidades del desarrollo, y a sus familias: habilitación diurna, inclusión en la comunidad, planificación profesional, terapias y más.",
  "keywords": "discapacidades del desarrollo, apoyo para el autismo, New Jersey, servicios de la DDD, habilitación diurna, inclusión en la comunidad, empleo con apoyo, organización sin fines de lucro",
  "statistics": {
    "home": [{"label": "Años de servicio"}, {"label": "Familias atendidas"}, {"label": "Horas de atención"}, {"label": "Condados atendidos"}],
    "about": [{"label": "Familias atendidas"}, {"label": "Condados cubiertos"}, {"label": "Horas de atención"}],
    "donate": [{"label": "Familias atendidas"}, {"label": "Años de servicio"}, {"label": "Condados"}, {"label": "Satisfacción"}]
  }
}$es$::jsonb, coalesce(pg_temp.as_loaded('site_settings', 'true') -> 'body', s.body), 'published', true
from public.site_settings s
on conflict (subject, subject_key, locale) do nothing;

-- ---- the page documents ----

select pg_temp.translate_page('home', $es${
  "hero": {
    "title": "Impulsamos la independencia, celebramos las capacidades",
    "text": "Apoyo centrado en la persona para personas con autismo y discapacidades del desarrollo, y para sus familias, en todo New Jersey desde 2013."
  },
  "commitment": {
    "title": "Nuestro compromiso",
    "text": "Cada persona que apoyamos es una persona completa, con sus propias metas, fortalezas y voz. Primero escuchamos, planificamos junto con las familias y medimos el éxito por la independencia y la alegría que logra cada persona."
  },
  "values": [
    {"title": "Dignidad", "text": "Tratamos a cada persona con respeto y honramos sus decisiones."},
    {"title": "Inclusión", "text": "Abrimos las puertas a la vida en la comunidad, al trabajo y a la amistad."},
    {"title": "Colaboración", "text": "Trabajamos de la mano con las familias, los cuidadores y los vecinos."},
    {"title": "Excelencia", "text": "Personal capacitado y atento, y programas acreditados en los que usted puede confiar."}
  ]
}$es$::jsonb);

select pg_temp.translate_page('about', $es${
  "mission": "Empoderar a las personas con autismo y discapacidades del desarrollo para que vivan una vida plena e independiente en su comunidad, con un apoyo centrado en la persona que respeta las decisiones, las fortalezas y los sueños de cada una.",
  "vision": "Un New Jersey donde cada persona, sin importar sus capacidades, sea valorada, incluida y apoyada para alcanzar su potencial.",
  "history": [
    "{name} comenzó en 2013 como un pequeño equipo de profesionales de apoyo directo y familias del condado de Essex que querían servicios centrados en las personas, y no en los programas.",
    "En los años siguientes ampliamos nuestros servicios a la habilitación diurna, la inclusión en la comunidad, la planificación profesional, las terapias y el empleo con apoyo, y abrimos nuestras puertas a familias de todo el norte y el centro de New Jersey.",
    "En 2024 fuimos reconocidos como organización sin fines de lucro 501(c)(3), un paso que nos permite reinvertir cada dólar en las personas y las familias a las que servimos."
  ],
  "coreValues": [
    {"title": "Dignidad y respeto", "description": "Tratamos a cada persona como la experta en su propia vida."},
    {"title": "Atención centrada en la persona", "description": "Los apoyos se adaptan a las metas, las preferencias y la cultura de cada persona."},
    {"title": "Inclusión en la comunidad", "description": "Abrimos las puertas al trabajo, a la amistad y al sentido de pertenencia en toda la comunidad."},
    {"title": "Integridad y excelencia", "description": "Nos exigimos altos estándares de seguridad, honestidad y calidad."}
  ],
  "boardNote": "Nuestra junta directiva reúne a familias, profesionales de la salud y líderes de la comunidad. Pronto publicaremos los perfiles de sus miembros."
}$es$::jsonb);

select pg_temp.translate_page('get-involved', $es${
  "partnershipTypes": [
    {
      "title": "Alianzas con empresas",
      "description": "Colabore con nosotros en el voluntariado de sus empleados, la contratación inclusiva y patrocinios que marcan una diferencia visible en las comunidades de New Jersey.",
      "benefits": ["Días de voluntariado para sus empleados", "Oportunidades de contratación inclusiva y de pasantías", "Reconocimiento en eventos y en internet", "Informes sobre su impacto real en la comunidad"]
    },
    {
      "title": "Alianzas con servicios de salud",
      "description": "Coordine la atención con hospitales, clínicas y terapeutas para que las personas que apoyamos reciban una atención conectada y constante.",
      "benefits": ["Referidos coordinados", "Oportunidades de capacitación compartida", "Continuidad de la atención para los clientes que compartimos", "Sesiones conjuntas de educación para familias"]
    },
    {
      "title": "Organizaciones comunitarias",
      "description": "Colabore con escuelas, grupos religiosos, bibliotecas y programas recreativos para abrir más puertas a la inclusión en la comunidad.",
      "benefits": ["Actividades comunitarias inclusivas", "Espacios y recursos compartidos", "Intercambio de voluntarios", "Redes de apoyo locales más fuertes"]
    }
  ]
}$es$::jsonb);

select pg_temp.translate_page('resources', $es${
  "eligibilityGroups": [
    {
      "title": "Requisitos de elegibilidad de la DDD",
      "items": ["Una discapacidad del desarrollo que comenzó antes de los 22 años", "Residencia en New Jersey", "Limitaciones funcionales sustanciales en actividades principales de la vida", "Elegibilidad para Medicaid (podemos ayudarle a solicitarla)"]
    },
    {
      "title": "Requisitos de edad",
      "items": ["Coordinación de apoyo: todas las edades", "Atención en el hogar: todas las edades", "Habilitación diurna: adultos de 18 años o más", "Servicios comunitarios: adultos de 18 años o más", "Servicios para niños del DCF: comenzarán pronto"]
    },
    {
      "title": "Aspectos económicos",
      "items": ["La mayoría de los servicios se pagan con fondos de la DDD y de Medicaid", "La mayoría de las personas que reúnen los requisitos no pagan nada de su bolsillo", "Hay opciones de pago privado", "Ayudamos a las familias a entender cómo se pagan sus servicios"]
    }
  ],
  "applicationSteps": [
    {"title": "Primer contacto", "description": "Llámenos o escríbanos. Escuchamos lo que usted necesita y respondemos sus primeras preguntas."},
    {"title": "Evaluación", "description": "Nos reunimos con usted y su familia para conocer las fortalezas, las metas y las necesidades de apoyo."},
    {"title": "Verificación de elegibilidad", "description": "Le ayudamos a confirmar su elegibilidad para la DDD y Medicaid, y a reunir los documentos necesarios."},
    {"title": "Elaboración del plan de atención", "description": "Juntos escribimos un plan centrado en la persona, con metas claras y significativas."},
    {"title": "Inicio de los servicios", "description": "Los servicios comienzan con un equipo capacitado, elegido según el plan y su horario."},
    {"title": "Apoyo continuo", "description": "Revisamos el progreso con regularidad y ajustamos los apoyos cuando cambian las metas y las necesidades."}
  ]
}$es$::jsonb);

select pg_temp.translate_page('donate', $es${
  "sponsorTiers": [
    {"name": "Bronce", "benefits": ["Su nombre en la página de patrocinadores de nuestro sitio web", "Reconocimiento en nuestro informe anual", "Boletín trimestral sobre nuestro impacto"]},
    {"name": "Plata", "benefits": ["Todo lo del nivel Bronce", "Su logotipo en las pancartas y los programas de nuestros eventos", "Un agradecimiento especial en nuestras redes sociales", "Dos invitaciones a nuestra celebración anual"]},
    {"name": "Oro", "benefits": ["Todo lo del nivel Plata", "Un programa comunitario lleva su nombre como patrocinador durante un año", "Su logotipo en nuestra página de inicio", "Una visita privada a uno de nuestros programas diurnos", "Cuatro invitaciones a nuestra celebración anual"]}
  ],
  "inKindItems": ["Materiales de arte y manualidades", "Juguetes sensoriales y juguetes antiestrés", "Juegos y rompecabezas adaptados", "Computadoras portátiles y tabletas usadas en buen estado", "Herramientas de jardinería y semillas", "Tarjetas de regalo para el supermercado y el transporte"],
  "inKindServices": ["Asesoría legal y contable", "Diseño gráfico y mercadeo", "Soporte informático y desarrollo web", "Fotografía y video", "Reparación y mantenimiento de instalaciones", "Preparación laboral y mentoría"]
}$es$::jsonb);

select pg_temp.translate_page('privacy', $es${
  "title": "Política de privacidad",
  "intro": "{name} respeta su privacidad. Esta política explica qué información recopilamos a través de este sitio web, cómo la usamos y qué opciones tiene usted.",
  "sections": [
    {
      "heading": "Información que recopilamos",
      "paragraphs": [
        "Información que usted nos da: su nombre, dirección de correo electrónico, número de teléfono y mensaje cuando usa el formulario de contacto; su dirección de correo electrónico cuando se suscribe a nuestro boletín; sus datos cuando se inscribe en un evento; y su nombre, dirección de correo electrónico y el monto de su donación cuando hace una donación.",
        "Información que se recopila automáticamente: datos técnicos básicos, como el tipo de navegador, las páginas visitadas y la ubicación aproximada, por medio de cookies y, cuando están activadas, de herramientas de análisis que respetan la privacidad."
      ]
    },
    {
      "heading": "Cómo usamos la información",
      "paragraphs": [
        "Usamos su información para responder a sus consultas, enviarle el boletín que pidió, gestionar las inscripciones a eventos, procesar las donaciones y confirmar que las recibimos, y mejorar nuestro sitio web. No vendemos, alquilamos ni intercambiamos su información personal."
      ]
    },
    {
      "heading": "Información de salud",
      "paragraphs": [
        "Le pedimos que no envíe información médica ni otra información de salud protegida a través de este sitio web. La información sobre las personas que reciben nuestros servicios se maneja conforme a nuestro Aviso de Prácticas de Privacidad, que es un documento aparte, y a las leyes aplicables, incluida la ley HIPAA cuando corresponda."
      ]
    },
    {
      "heading": "Cuándo compartimos información",
      "paragraphs": [
        "Solo compartimos información con proveedores de servicios que nos ayudan a operar este sitio web, enviar correos electrónicos o procesar pagos, mediante acuerdos que la protegen, o cuando la ley lo exige."
      ]
    },
    {
      "heading": "Sus opciones",
      "paragraphs": [
        "Puede cancelar su suscripción a nuestro boletín en cualquier momento. También puede pedirnos que le demos acceso a la información personal que tenemos sobre usted, o que la corrijamos o la eliminemos."
      ]
    },
    {
      "heading": "Niños",
      "paragraphs": [
        "Este sitio web no está dirigido a niños menores de 13 años, y no recopilamos a sabiendas su información personal en línea."
      ]
    },
    {
      "heading": "Contáctenos",
      "paragraphs": [
        "Puede enviar sus preguntas sobre esta política a {email}, llamarnos al {phone} o escribirnos por correo postal a {name}, {address}."
      ]
    }
  ]
}$es$::jsonb);

select pg_temp.translate_page('terms', $es${
  "title": "Términos del servicio",
  "intro": "Al usar el sitio web de {name}, usted acepta estos términos. Si no los acepta, le pedimos que no use el sitio.",
  "sections": [
    {
      "heading": "Uso de este sitio web",
      "paragraphs": [
        "Usted puede usar este sitio web con fines legales, personales y no comerciales. Usted se compromete a no hacer un mal uso del sitio, a no interferir con su funcionamiento y a no intentar entrar en áreas que no son públicas."
      ]
    },
    {
      "heading": "Solo información, no asesoramiento profesional",
      "paragraphs": [
        "El contenido de este sitio web es información general. No es asesoramiento médico, legal ni financiero, y no establece una relación de proveedor de servicios con usted. En caso de emergencia, llame al 911."
      ]
    },
    {
      "heading": "Donaciones",
      "paragraphs": [
        "{name} es una organización sin fines de lucro 501(c)(3). Las donaciones son deducibles de impuestos en la medida en que lo permita la ley y, por lo general, no son reembolsables; si hay algún error, comuníquese con nosotros lo antes posible."
      ]
    },
    {
      "heading": "Contenido y enlaces",
      "paragraphs": [
        "Los textos, las imágenes y los logotipos de este sitio web nos pertenecen a nosotros o a quienes nos dan licencia para usarlos. Los enlaces a otros sitios web se ofrecen para su comodidad; no somos responsables de su contenido ni de sus prácticas."
      ]
    },
    {
      "heading": "Exención y limitación de responsabilidad",
      "paragraphs": [
        "El sitio web se ofrece “tal cual”. En la máxima medida permitida por la ley, no somos responsables de los daños que resulten de su uso."
      ]
    },
    {
      "heading": "Ley aplicable y cambios",
      "paragraphs": [
        "Estos términos se rigen por las leyes del estado de New Jersey. Podemos actualizarlos; la fecha que aparece arriba indica la versión más reciente."
      ]
    },
    {
      "heading": "Contáctenos",
      "paragraphs": [
        "Puede enviar sus preguntas sobre esta política a {email}, llamarnos al {phone} o escribirnos por correo postal a {name}, {address}."
      ]
    }
  ]
}$es$::jsonb);

select pg_temp.translate_page('accessibility', $es${
  "responseTime": "2 días hábiles",
  "commitment": "{name} se compromete a que todas las personas puedan usar este sitio web, incluidas las personas con discapacidades, la comunidad para la que existimos.",
  "conformance": "Nuestro objetivo es cumplir con las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA. Las WCAG explican cómo hacer que el contenido web sea más accesible para las personas con discapacidades. Consideramos que el sitio web es parcialmente conforme: la mayor parte del contenido cumple con el nivel AA, con las limitaciones conocidas que se indican más abajo.",
  "measures": [
    "La accesibilidad es parte de cómo diseñamos, creamos y probamos cada página, no algo que se agrega después.",
    "Antes de publicar cada página, la revisamos con pruebas automáticas de accesibilidad (axe-core) en tamaños de pantalla de computadora y de celular.",
    "Todas las funciones se pueden usar solo con el teclado, con un indicador de foco visible y un enlace para “saltar al contenido principal”.",
    "El contenido en movimiento (la rotación de imágenes de la página de inicio y el carrusel de servicios) tiene un botón de pausa, se detiene mientras tiene el foco del teclado y no se mueve si usted prefiere reducir el movimiento.",
    "El texto y los controles cumplen con el contraste de color del nivel AA, las imágenes tienen texto alternativo, y los errores de los formularios se anuncian y están vinculados a sus campos.",
    "El sitio funciona con el zoom al 400 % y en pantallas pequeñas."
  ],
  "limitations": [
    {"title": "Formulario de donación de terceros", "detail": "El formulario de donación lo ofrece un servicio externo que no controlamos. Si tiene dificultades para usarlo, llámenos y recibiremos su donación por teléfono."},
    {"title": "Sitios web externos", "detail": "Los enlaces a sitios web de nuestros aliados y del gobierno llevan a contenido que podría no cumplir con el mismo nivel."},
    {"title": "Documentos e imágenes antiguos", "detail": "Es posible que algunas fotografías y documentos antiguos no tengan descripciones detalladas. Si nos lo pide, le daremos una versión accesible."}
  ],
  "compatibility": "El sitio web está diseñado para funcionar con las versiones actuales de los principales navegadores (Chrome, Edge, Firefox, Safari) y con tecnologías de asistencia como lectores de pantalla (NVDA, JAWS, VoiceOver, TalkBack), ampliadores de pantalla y control por voz.",
  "assessment": "Evaluamos este sitio web mediante una autoevaluación, con pruebas automáticas y revisiones manuales usando el teclado y lectores de pantalla."
}$es$::jsonb);

-- ---- the collections ----

select pg_temp.translate_row('jobs', 'Support Coordinator', $es${
  "title": "Coordinador(a) de apoyo",
  "department": "Servicios clínicos",
  "employmentType": "Tiempo completo",
  "location": "Newark, NJ",
  "description": "Oriente a las personas y a sus familias en los servicios de la DDD: prepare y actualice los Planes de Servicios Individualizados, ponga a las personas en contacto con proveedores y haga seguimiento para asegurarse de que los apoyos funcionen bien."
}$es$::jsonb);
select pg_temp.translate_row('jobs', 'Direct Support Professional', $es${
  "title": "Profesional de apoyo directo",
  "department": "Servicios de atención en el hogar",
  "employmentType": "Medio tiempo o tiempo completo",
  "location": "Varios lugares",
  "description": "Apoye a adultos con discapacidades del desarrollo en su hogar y en la comunidad con las actividades de la vida diaria, el desarrollo de habilidades y las salidas. Capacitación pagada y horarios flexibles."
}$es$::jsonb);
select pg_temp.translate_row('jobs', 'Program Assistant', $es${
  "title": "Asistente de programa",
  "department": "Habilitación diurna",
  "employmentType": "Tiempo completo",
  "location": "Bayonne, NJ",
  "description": "Ayude a organizar actividades dinámicas del programa diurno, desde habilidades para la vida diaria y arte hasta salidas a la comunidad, y mantenga al día las notas de progreso de cada participante."
}$es$::jsonb);

select pg_temp.translate_row('volunteer-roles', 'Community Events Assistant', $es${
  "title": "Asistente de eventos comunitarios",
  "timeCommitment": "4 a 8 horas al mes",
  "description": "Dé la bienvenida a los invitados, prepare actividades y ayude a nuestros participantes a disfrutar de eventos para recaudar fondos, pícnics y eventos de concientización.",
  "skills": ["Amable y sociable", "Disponibilidad los fines de semana", "Trabajo en equipo"]
}$es$::jsonb);
select pg_temp.translate_row('volunteer-roles', 'Administrative Support', $es${
  "title": "Apoyo administrativo",
  "timeCommitment": "2 a 4 horas por semana",
  "description": "Ayude a nuestro equipo de oficina a archivar documentos, preparar envíos por correo, ingresar datos y responder preguntas generales.",
  "skills": ["Buena organización", "Conocimientos básicos de computación", "Atención a los detalles"]
}$es$::jsonb);
select pg_temp.translate_row('volunteer-roles', 'Program Support Volunteer', $es${
  "title": "Voluntario(a) de apoyo en los programas",
  "timeCommitment": "6 horas por semana",
  "description": "Únase al personal del programa diurno para dirigir actividades como cocina, arte, música y ejercicio, o para ayudar con ellas.",
  "skills": ["Paciencia", "Creatividad", "Interés en los servicios para personas con discapacidades"]
}$es$::jsonb);
select pg_temp.translate_row('volunteer-roles', 'Marketing & Outreach', $es${
  "title": "Mercadeo y difusión",
  "timeCommitment": "Horario flexible",
  "description": "Comparta nuestra historia: tome fotos de los eventos, escriba publicaciones para las redes sociales y corra la voz en las ferias comunitarias.",
  "skills": ["Redacción o diseño", "Redes sociales", "Fotografía"]
}$es$::jsonb);

select pg_temp.translate_row('faqs', 'What services do you offer?', $es${
  "question": "¿Qué servicios ofrecen?",
  "answer": "Ofrecemos habilitación diurna, apoyo en la comunidad, inclusión en la comunidad, planificación profesional y empleo con apoyo, apoyos individuales, cuidado de relevo, terapia ocupacional y fisioterapia, apoyo conductual, transporte y un programa de vivienda. Cada plan se basa en las metas de la propia persona."
}$es$::jsonb);
select pg_temp.translate_row('faqs', 'How do I know if I am eligible for DDD services?', $es${
  "question": "¿Cómo sé si reúno los requisitos para recibir servicios de la DDD?",
  "answer": "Los adultos pueden recibir servicios de la División de Discapacidades del Desarrollo (DDD) de New Jersey si tienen una discapacidad del desarrollo que comenzó antes de los 22 años y viven en New Jersey. Podemos ayudarle a reunir los documentos y a presentar la solicitud."
}$es$::jsonb);
select pg_temp.translate_row('faqs', 'What counties do you serve?', $es${
  "question": "¿En qué condados ofrecen servicios?",
  "answer": "Actualmente atendemos {countyCount} condados de New Jersey: {counties}. Si usted vive en otro lugar, comuníquese con nosotros y le ayudaremos a encontrar apoyo."
}$es$::jsonb);
select pg_temp.translate_row('faqs', 'How much do your services cost?', $es${
  "question": "¿Cuánto cuestan sus servicios?",
  "answer": "La mayoría de nuestros servicios se pagan con fondos de la DDD y de Medicaid, por lo que las personas que reúnen los requisitos por lo general no pagan nada de su bolsillo. Antes de que comiencen los servicios, revisaremos con usted sus opciones de financiamiento."
}$es$::jsonb);
select pg_temp.translate_row('faqs', 'How do I get started?', $es${
  "question": "¿Cómo empiezo?",
  "answer": "Llámenos al {phone} o envíenos un mensaje con nuestro formulario de contacto. Un miembro de nuestro equipo programará una conversación gratuita sobre sus necesidades y le explicará los próximos pasos."
}$es$::jsonb);
select pg_temp.translate_row('faqs', 'Do you provide transportation for Day Habilitation?', $es${
  "question": "¿Ofrecen transporte para la habilitación diurna?",
  "answer": "Sí. El transporte de ida y vuelta a nuestro programa de habilitación diurna está incluido para los participantes que viven dentro de nuestra área de servicio."
}$es$::jsonb);
select pg_temp.translate_row('faqs', 'Can family members be involved in care planning?', $es${
  "question": "¿Pueden los familiares participar en la planificación de la atención?",
  "answer": "Por supuesto. Con el consentimiento de la persona, las familias y los tutores participan en las reuniones de planificación, reciben información sobre el progreso, y sus ideas siempre son bienvenidas."
}$es$::jsonb);
select pg_temp.translate_row('faqs', 'What qualifications do your staff have?', $es${
  "question": "¿Qué preparación tiene su personal?",
  "answer": "Todo nuestro personal pasa una verificación de antecedentes y completa la capacitación que exige el estado, que incluye RCP y primeros auxilios, administración de medicamentos cuando es necesario, y prácticas de atención centrada en la persona y de apoyo conductual positivo, con formación continua todos los años."
}$es$::jsonb);

select pg_temp.translate_row('resources', 'NJ Division of Developmental Disabilities', $es${
  "description": "La división del estado que financia y supervisa los servicios para adultos con discapacidades intelectuales y del desarrollo en New Jersey."
}$es$::jsonb);
select pg_temp.translate_row('resources', 'NJ Department of Children and Families', $es${
  "description": "El departamento del estado que atiende a niños y familias, incluido el Children’s System of Care para jóvenes con discapacidades del desarrollo."
}$es$::jsonb);
select pg_temp.translate_row('resources', 'Disability Rights New Jersey', $es${
  "description": "La organización designada en New Jersey para proteger y defender los derechos de las personas con discapacidades."
}$es$::jsonb);
select pg_temp.translate_row('resources', 'Autism New Jersey', $es${
  "description": "Información, referidos y defensa de derechos en todo el estado para personas con autismo, sus familias y los profesionales."
}$es$::jsonb);
select pg_temp.translate_row('resources', 'The Arc of New Jersey', $es${
  "description": "Defensa de derechos y programas que promueven y protegen los derechos de las personas con discapacidades intelectuales y del desarrollo."
}$es$::jsonb);
select pg_temp.translate_row('resources', 'Family Support Center of New Jersey', $es${
  "description": "Una red que pone en contacto a las familias de personas con discapacidades con información, recursos y el apoyo de otras familias."
}$es$::jsonb);

select pg_temp.translate_row('locations', 'Main Office - Livingston', $es${
  "name": "Oficina principal - Livingston",
  "hours": [
    {"days": "Lunes a viernes", "note": ""},
    {"days": "Sábado", "note": ""},
    {"days": "Domingo", "note": "Cerrado"}
  ]
}$es$::jsonb);
select pg_temp.translate_row('locations', 'Bayonne Location', $es${
  "name": "Sede de Bayonne",
  "hours": [
    {"days": "Lunes a viernes", "note": ""},
    {"days": "Fines de semana", "note": "Con cita previa"}
  ]
}$es$::jsonb);

select pg_temp.translate_row('emergency-contacts', 'Crisis Hotline (24/7)', $es${
  "title": "Línea de crisis (24/7)",
  "description": "Ayuda inmediata en una crisis de salud mental o de conducta, a cualquier hora del día."
}$es$::jsonb);
select pg_temp.translate_row('emergency-contacts', 'Main Office Emergency Line', $es${
  "title": "Línea de emergencia de la oficina principal",
  "description": "Línea para asuntos urgentes sobre nuestros servicios fuera del horario de oficina."
}$es$::jsonb);
select pg_temp.translate_row('emergency-contacts', 'Life-Threatening Emergency', $es${
  "title": "Emergencia que pone en peligro la vida",
  "description": "Llame al 911 ante cualquier emergencia que ponga en peligro la vida."
}$es$::jsonb);

select pg_temp.translate_row('hero-slides', 'Illustration of a group of friends enjoying a day out together in the community', $es${
  "alt": "Ilustración de un grupo de amigos que disfrutan juntos de un día de paseo en la comunidad"
}$es$::jsonb);
select pg_temp.translate_row('hero-slides', 'Illustration of people learning new everyday skills side by side', $es${
  "alt": "Ilustración de personas que aprenden lado a lado nuevas habilidades para la vida diaria"
}$es$::jsonb);
select pg_temp.translate_row('hero-slides', 'Illustration of coworkers supporting each other at a job', $es${
  "alt": "Ilustración de compañeros de trabajo que se apoyan entre sí en su empleo"
}$es$::jsonb);
select pg_temp.translate_row('hero-slides', 'Illustration of a family spending time together at home', $es${
  "alt": "Ilustración de una familia que pasa tiempo junta en casa"
}$es$::jsonb);

select pg_temp.translate_row('accreditations', 'State Licensed', $es${
  "label": "Licencia estatal",
  "detail": "Con licencia del estado de New Jersey"
}$es$::jsonb);
select pg_temp.translate_row('accreditations', 'CARF Accredited', $es${
  "label": "Acreditación de CARF",
  "detail": "Commission on Accreditation of Rehabilitation Facilities"
}$es$::jsonb);
select pg_temp.translate_row('accreditations', 'ACHC Accredited', $es${
  "label": "Acreditación de ACHC",
  "detail": "Accreditation Commission for Health Care"
}$es$::jsonb);
select pg_temp.translate_row('accreditations', '501(c)(3) Non-Profit', $es${
  "label": "Sin fines de lucro 501(c)(3)",
  "detail": "Reconocida como organización sin fines de lucro en 2024"
}$es$::jsonb);

drop function pg_temp.translate_row(text, text, jsonb);
drop function pg_temp.translate_page(text, jsonb);
drop function pg_temp.as_loaded(text, text);
