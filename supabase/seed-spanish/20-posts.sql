-- Spanish versions of the demo blog posts of seed.sql (issue 36, item 4): one published
-- translation per post, the draft included (visitors see it only once the post is published).
-- The Spanish was written carefully but not by a native speaker on staff, so each row is marked
-- needs_review until one reads it in the admin area.
-- `fields` holds the texts in the English answer's shape; paragraphs are separated by a blank
-- line ("\n\n"), as in the English. `source` is built from the post itself, so the translation
-- shows as out of date as soon as the English is edited.
insert into public.content_translations (subject, subject_key, locale, fields, source, status, needs_review)
select 'posts', p.id::text, 'es', t.fields,
       jsonb_build_object('title', p.title, 'excerpt', p.excerpt, 'content', p.content),
       'published', true
from (values
('celebrating-our-nonprofit-recognition', $es${
  "title": "Celebramos nuestro reconocimiento como organización sin fines de lucro",
  "excerpt": "Después de más de diez años de servicio, nos enorgullece compartir que hemos sido reconocidos como una organización sin fines de lucro 501(c)(3).",
  "content": "Desde 2013, nuestro equipo apoya a personas con autismo y discapacidades del desarrollo en todo New Jersey. Este año alcanzamos un logro que marcará los próximos diez años de este trabajo: ahora somos una organización sin fines de lucro 501(c)(3) reconocida.\n\n¿Qué significa esto para las familias a las que servimos? Ahora las donaciones son deducibles de impuestos. También podemos solicitar subvenciones que antes no estaban a nuestro alcance. Y cada dólar que recaudamos vuelve directamente a los programas, a la capacitación del personal y a los eventos para la comunidad.\n\nAgradecemos a las familias, al personal, a los voluntarios y a los socios que lo hicieron posible. Si desea ayudarnos a crecer, visite nuestra página Donar o comuníquese con nosotros para hablar sobre patrocinios."
}$es$::jsonb),
('marcus-finds-his-place-at-work', $es${
  "title": "Marcus encuentra su lugar en el trabajo",
  "excerpt": "Cómo la planificación profesional y un entrenador laboral paciente ayudaron a Marcus a conseguir un trabajo que le encanta en un vivero de la zona.",
  "content": "Cuando Marcus conoció a su especialista en planificación profesional, dijo que quería \"trabajar con plantas, no con personas\". Durante tres meses de conversaciones para conocer sus intereses y de visitas a lugares de trabajo, descubrió que le gustaban las dos cosas, siempre que el ritmo fuera constante y las tareas estuvieran claras.\n\nUna experiencia laboral de dos semanas en un vivero de Livingston lo confirmó. Marcus fue cuidadoso y confiable, y aprendió rápido los nombres de todas las plantas de la tienda.\n\nHoy Marcus trabaja veinte horas a la semana, gana un salario competitivo y ya empezó a ayudar a los clientes a encontrar lo que necesitan. Su entrenador laboral ahora lo visita una vez al mes, en lugar de todos los días. \"Me gusta que la gente me haga preguntas\", dice. \"Yo sé las respuestas\"."
}$es$::jsonb),
('understanding-ddd-eligibility-in-new-jersey', $es${
  "title": "Cómo entender los requisitos de la DDD en New Jersey",
  "excerpt": "Una guía en lenguaje sencillo sobre cómo una persona adulta puede cumplir los requisitos para recibir servicios de la División de Discapacidades del Desarrollo (DDD).",
  "content": "Muchas familias se comunican con nosotros por primera vez con la misma pregunta: ¿cómo obtenemos servicios? En New Jersey, la mayoría de los servicios para adultos se pagan con fondos de la División de Discapacidades del Desarrollo (DDD). El primer paso es confirmar que la persona cumple los requisitos.\n\nPara cumplir los requisitos, la persona debe ser residente de New Jersey y tener una discapacidad del desarrollo que haya comenzado antes de los 22 años, que probablemente continúe y que limite de forma considerable las actividades importantes de la vida diaria. La solicitud se puede presentar a partir de los 18 años. Recomendamos empezar mucho antes de que la persona joven termine la escuela.\n\nCuando se confirma que la persona cumple los requisitos, un coordinador de apoyo la ayuda a crear un Plan de Servicio Individualizado (ISP) y a elegir proveedores. Con gusto, nuestro equipo acompaña a las familias en cada paso. Llámenos o use el formulario de contacto para hacernos una pregunta."
}$es$::jsonb),
('highlights-from-our-community-day', $es${
  "title": "Lo mejor de nuestro Día de la Comunidad",
  "excerpt": "Música, juegos y muchas risas: así fue nuestro Día de la Comunidad en Livingston.",
  "content": "Más de 150 participantes, familiares y vecinos nos acompañaron en nuestro Día de la Comunidad. Durante la tarde hubo una sesión de música con adaptaciones sensoriales, una mesa de arte a cargo de los artistas de nuestro programa de Habilitación diurna y un partido amistoso de baloncesto entre el personal y los participantes.\n\nNuestros socios de la comunidad ofrecieron mesas informativas sobre beneficios, vivienda y empleo, y nuestros voluntarios sirvieron refrigerios toda la tarde.\n\nGracias a todas las personas que vinieron. Visite nuestra página Eventos para conocer el próximo encuentro, e inscríbase con tiempo: los lugares se llenan rápido."
}$es$::jsonb),
('welcoming-our-bayonne-team', $es${
  "title": "Le damos la bienvenida a nuestro equipo de Bayonne",
  "excerpt": "Nuestra nueva sede en Bayonne acerca la Habilitación diurna y el apoyo familiar a las familias del condado de Hudson.",
  "content": "Nos alegra mucho recibir a las familias en nuestra nueva sede de Bayonne. Allí ofrecemos Habilitación diurna de lunes a viernes y, los fines de semana, reuniones con cita previa con nuestro equipo de apoyo familiar.\n\nEl equipo de Bayonne incluye profesionales de apoyo directo con experiencia, un asistente de programa y un coordinador de apoyo que conoce bien los recursos del condado de Hudson.\n\nSi a su familia le interesa visitarnos, comuníquese con nosotros para programar un recorrido."
}$es$::jsonb),
('preparing-for-the-transition-from-school', $es${
  "title": "Cómo prepararse para la transición al terminar la escuela",
  "excerpt": "Lo que pueden hacer las familias en los años antes de que una persona joven termine la escuela.",
  "content": "Borrador: lista de pasos de los 14 a los 21 años, que incluye las solicitudes a la DDD, las alternativas a la tutela legal y la exploración profesional.\n\nEl equipo clínico debe revisarlo antes de publicarlo."
}$es$::jsonb)
) as t(slug, fields)
join public.blog_posts p on p.slug = t.slug;
