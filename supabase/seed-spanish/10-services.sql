-- The 13 demo services of supabase/seed.sql in Spanish (issue 36, item 4), loaded after it into a
-- new database. One published public.content_translations row per service, marked needs_review:
-- the Spanish was written carefully but not by a native speaker on staff, who should review it
-- (the admin editor shows the flag) before the site is promoted to Spanish-speaking families.
--
-- fields: the Spanish texts in the English answer's shape (keyComponents keep the English
--   {name, description} shape, same count and order).
-- source: built from the English row itself rather than copied here, so a later edit of the
--   English (or of this file's English counterpart in seed.sql) shows as "out of date".
-- Style: "usted", short sentences, person-first, US/Latin American Spanish. Program names that
--   families see in English on their DDD plans are given once in parentheses in the overview.
-- Dollar quotes ($es$) let the JSON hold apostrophes and quotes without escaping.
insert into public.content_translations (subject, subject_key, locale, fields, source, status, needs_review)
select 'services', s.id::text, 'es', es.fields,
  jsonb_build_object(
    'title', s.title, 'description', s.description, 'overview', s.overview, 'approach', s.approach,
    'keyComponents', s.key_components, 'staffTraining', s.staff_training, 'goals', s.goals,
    'commitment', s.commitment),
  'published', true
from (values
('community-based-support', $es${
  "title": "Apoyo basado en la comunidad",
  "description": "Apoyo individual que ayuda a adultos con discapacidades del desarrollo a participar en la vida diaria, en casa y en su propio vecindario.",
  "overview": "El Apoyo basado en la comunidad (Community-Based Support) lleva a un profesional de apoyo directo capacitado hasta la persona, dondequiera que transcurra su vida diaria: en casa, en el supermercado, en la biblioteca o en el gimnasio. Los servicios se financian a través de la División de Discapacidades del Desarrollo de New Jersey (DDD) y se organizan en torno al Plan de Servicios Individualizado (ISP) de cada participante.",
  "approach": "Empezamos por escuchar. Nuestro coordinador de apoyo se reúne con el participante y su familia, conoce cómo es un buen día para ellos y elige a un miembro del personal cuyas habilidades y personalidad vayan bien con la persona. Las metas se dividen en pasos pequeños, se practican en lugares reales y se revisan con la familia cada mes.",
  "keyComponents": [
    {"name": "Habilidades para la vida diaria", "description": "Cocinar, lavar la ropa, manejar un presupuesto y seguir un horario, con práctica en el propio hogar de la persona."},
    {"name": "Acceso a la comunidad", "description": "Compras, trámites en el banco, citas y mandados, con toda la independencia que la persona desee."},
    {"name": "Conexión social", "description": "Apoyo para unirse a clubes, clases, comunidades de fe y eventos con amigos."},
    {"name": "Salud y seguridad", "description": "Recordatorios para tomar los medicamentos, rutinas saludables y saber qué hacer en una emergencia."}
  ],
  "staffTraining": "Antes de trabajar por su cuenta, cada profesional de apoyo directo completa el programa de estudios del New Jersey College of Direct Support, RCP y primeros auxilios, la capacitación sobre la Ley de Danielle (Danielle's Law) y la planificación centrada en la persona. Después recibe supervisión cada mes y cursos de actualización cada año.",
  "goals": "Los participantes ganan confianza y habilidades para vivir con la independencia que elijan, crean relaciones duraderas en su comunidad y dirigen sus propios apoyos.",
  "commitment": "Nos comprometemos a ofrecer personal estable, una comunicación clara con las familias y servicios que cambian a medida que cambian las metas de la persona."
}$es$::jsonb),
('community-inclusion', $es${
  "title": "Inclusión comunitaria",
  "description": "Salidas y actividades en grupos pequeños que crean amistades, dan confianza y ayudan a cada persona a tener un lugar real en la comunidad.",
  "overview": "La Inclusión comunitaria (Community Inclusion) ofrece a adultos con discapacidades intelectuales y del desarrollo tiempo regular y significativo en la comunidad, junto a sus vecinos. Grupos de dos a cuatro participantes visitan parques, museos, lugares de voluntariado y eventos locales en los condados de Essex, Hudson y otros condados cercanos.",
  "approach": "Los propios participantes eligen las actividades en una reunión de planificación cada semana. El personal les enseña habilidades sociales y de transporte en el momento, y se va retirando poco a poco a medida que cada persona se siente más cómoda.",
  "keyComponents": [
    {"name": "Lugares de voluntariado", "description": "Turnos regulares en despensas de alimentos, refugios de animales y huertos comunitarios."},
    {"name": "Recreación y cultura", "description": "Museos, bibliotecas, eventos deportivos, conciertos y festivales de temporada."},
    {"name": "Aprender a viajar", "description": "Aprender a usar con seguridad NJ Transit, el transporte adaptado (paratránsito) y otros servicios de transporte."},
    {"name": "Hacer amistades", "description": "Grupos pequeños y estables para que las amistades puedan crecer con el tiempo."}
  ],
  "staffTraining": "El personal recibe capacitación en planificación de la seguridad en la comunidad, apoyo conductual positivo, enseñanza para viajar y RCP/primeros auxilios. Antes de guiar un grupo, acompaña y observa a un líder con experiencia.",
  "goals": "Los participantes amplían su círculo social, contribuyen a su comunidad y se sienten a gusto en los lugares públicos.",
  "commitment": "Nos comprometemos con una inclusión real: lugares comunes, actividades cotidianas y personas que conocen a cada participante por su nombre."
}$es$::jsonb),
('career-planning', $es${
  "title": "Planificación profesional",
  "description": "Exploración de carreras centrada en la persona, evaluación de habilidades y preparación para el trabajo, para adultos que quieren trabajar.",
  "overview": "La Planificación profesional (Career Planning) ayuda a las personas con discapacidades del desarrollo a descubrir qué trabajo les gustaría y en cuál les iría bien. Por medio de entrevistas, visitas a lugares de trabajo y experiencias de prueba cortas, cada participante se forma una idea clara de sus fortalezas y del camino hacia un empleo en la comunidad.",
  "approach": "Un planificador profesional trabaja de forma individual con el participante durante varios meses, junto con la familia y la escuela o la DDD. Al final, la persona recibe un plan profesional por escrito que puede llevar directamente al servicio de Empleo con apoyo.",
  "keyComponents": [
    {"name": "Descubrir intereses", "description": "Conversaciones, evaluaciones y visitas a lugares de trabajo para descubrir qué motiva a la persona."},
    {"name": "Habilidades para el trabajo", "description": "Currículum, práctica de entrevistas, comunicación en el trabajo y manejo del tiempo."},
    {"name": "Experiencias de trabajo", "description": "Experiencias de prueba cortas y sin pago con empleadores locales para poner a prueba una idea de carrera."},
    {"name": "Plan profesional", "description": "Un plan por escrito con los próximos pasos, los apoyos necesarios y un referido a servicios de empleo."}
  ],
  "staffTraining": "Los planificadores profesionales tienen el certificado ACRE en servicios de empleo, o están en proceso de obtenerlo. También reciben capacitación básica en asesoría sobre beneficios y en empleo personalizado.",
  "goals": "Cada participante termina con una meta profesional realista y personal, y con la preparación para alcanzarla.",
  "commitment": "Creemos que toda persona que quiere trabajar puede hacerlo, y planificamos carreras según las capacidades de cada persona, no según etiquetas."
}$es$::jsonb),
('day-habilitation', $es${
  "title": "Habilitación diurna",
  "description": "Un programa de día organizado y ameno para adultos de 18 años en adelante, con transporte incluido.",
  "overview": "Nuestro programa de Habilitación diurna (Day Habilitation) ofrece a adultos con discapacidades del desarrollo un lugar seguro y acogedor para aprender, crear y convivir de lunes a viernes. El día combina grupos para desarrollar habilidades, actividad física, arte y salidas a la comunidad, con transporte de ida y vuelta a casa incluido.",
  "approach": "Cada participante tiene un horario personal basado en su Plan de Servicios Individualizado (ISP). Los grupos pequeños, los apoyos visuales y las rutinas previsibles ayudan a que todos participen. Cada mes, las familias reciben una nota sobre el progreso.",
  "keyComponents": [
    {"name": "Grupos de habilidades para la vida", "description": "Cocina, manejo del dinero, comunicación y cómo hablar por uno mismo, en grupos pequeños."},
    {"name": "Salud y bienestar", "description": "Movimiento todos los días, educación sobre nutrición y apoyo con el cuidado personal."},
    {"name": "Artes creativas", "description": "Música, pintura y manualidades que ayudan a expresarse y desarrollan la motricidad fina."},
    {"name": "Salidas a la comunidad", "description": "Paseos cada semana para usar las nuevas habilidades en lugares reales."},
    {"name": "Transporte", "description": "Transporte de puerta a puerta con conductores capacitados dentro de nuestra zona de servicio."}
  ],
  "staffTraining": "El personal del programa recibe capacitación en el programa de estudios del College of Direct Support, administración de medicamentos cuando se requiere, apoyo conductual positivo, RCP/primeros auxilios y procedimientos de evacuación en caso de emergencia.",
  "goals": "Los participantes ganan independencia, cuidan su salud y disfrutan de un día completo y en compañía de personas que se preocupan por ellos.",
  "commitment": "Nos comprometemos con un programa en el que cada adulto es conocido, respetado y animado a seguir creciendo."
}$es$::jsonb),
('occupational-therapy', $es${
  "title": "Terapia ocupacional",
  "description": "Terapeutas ocupacionales con licencia ayudan a niños y adultos a desarrollar las habilidades para las tareas de todos los días, desde vestirse hasta escribir a mano o cocinar.",
  "overview": "La Terapia ocupacional se enfoca en las actividades que forman el día de una persona. Nuestros terapeutas con licencia evalúan la motricidad fina, el procesamiento sensorial y las habilidades de cuidado personal. Luego trabajan con la persona en casa, en la comunidad o en nuestra oficina de Livingston.",
  "approach": "La terapia se guía por metas y se hace de forma divertida. Los terapeutas incluyen a los padres y cuidadores en cada sesión para que las estrategias se usen también en las rutinas diarias.",
  "keyComponents": [
    {"name": "Integración sensorial", "description": "Estrategias que ayudan a la persona a manejar el ruido, el tacto y el movimiento."},
    {"name": "Motricidad fina", "description": "Fuerza y coordinación de las manos para escribir, abotonarse y usar los cubiertos."},
    {"name": "Rutinas de cuidado personal", "description": "Apoyo paso a paso para vestirse, asearse y comer."},
    {"name": "Equipo adaptado", "description": "Recomendar herramientas que facilitan las tareas y practicar con ellas."}
  ],
  "staffTraining": "Todos los terapeutas son terapeutas ocupacionales con licencia en New Jersey, o asistentes de terapia ocupacional certificados que trabajan bajo supervisión. Todos reciben educación continua sobre procesamiento sensorial y autismo.",
  "goals": "Más independencia en las actividades diarias y menos barreras en casa, en la escuela y en el trabajo.",
  "commitment": "Nos comprometemos con una terapia basada en la evidencia, informes de progreso claros y una colaboración cercana con las familias."
}$es$::jsonb),
('physical-therapy', $es${
  "title": "Terapia física",
  "description": "Terapia física que mejora la fuerza, el equilibrio y la movilidad para que las personas puedan moverse con seguridad y confianza.",
  "overview": "Nuestros terapeutas físicos con licencia trabajan con niños y adultos con discapacidades del desarrollo en la motricidad gruesa, el equilibrio, la forma de caminar y la resistencia física, en casa o en la comunidad.",
  "approach": "Después de una evaluación completa, el terapeuta fija metas medibles con la persona y su familia. Luego diseña ejercicios que se adaptan a la vida diaria para que el progreso continúe entre una sesión y otra.",
  "keyComponents": [
    {"name": "Movilidad y marcha", "description": "Caminar con seguridad, pasar de un lugar a otro (por ejemplo, de la cama a la silla) y usar ayudas para la movilidad."},
    {"name": "Fuerza y resistencia", "description": "Programas de ejercicio que dan más energía y aguante para las actividades de todos los días."},
    {"name": "Equilibrio y prevención de caídas", "description": "Reducir el riesgo de caídas en casa y en la comunidad."}
  ],
  "staffTraining": "Nuestros terapeutas son terapeutas físicos con licencia en New Jersey, con experiencia en discapacidades del desarrollo y capacitación continua en ejercicio físico adaptado.",
  "goals": "Mejor movilidad, menos caídas y más confianza para participar en las actividades que la persona disfruta.",
  "commitment": "Nos comprometemos con una terapia práctica, medible y respetuosa del ritmo de cada persona."
}$es$::jsonb),
('housing-program-for-homeless-individuals', $es${
  "title": "Programa de vivienda para personas sin hogar",
  "description": "Búsqueda de vivienda, apoyo para la mudanza y manejo de casos continuo para personas con discapacidades que no tienen hogar.",
  "overview": "El Programa de vivienda ayuda a personas con discapacidades del desarrollo y otras discapacidades que no tienen hogar, o que corren el riesgo de perderlo, a encontrar y conservar una vivienda segura y asequible. Trabajamos con propietarios, agencias de asistencia social de los condados y autoridades de vivienda en todo el norte de New Jersey.",
  "approach": "Un especialista en vivienda se reúne con cada persona allí donde se encuentre, le ayuda a reunir sus documentos y a solicitar asistencia, y sigue a su lado después de la mudanza para que pueda conservar su vivienda.",
  "keyComponents": [
    {"name": "Contacto y admisión", "description": "Visitar a las personas en albergues y en la comunidad para empezar un plan de vivienda."},
    {"name": "Búsqueda de vivienda", "description": "Encontrar apartamentos, negociar con los propietarios y solicitar ayuda para pagar el alquiler."},
    {"name": "Apoyo para la mudanza", "description": "Depósito de seguridad, muebles básicos y conexión de servicios como luz, gas y agua."},
    {"name": "Conservar la vivienda", "description": "Visitas regulares, ayuda con el presupuesto y conexión con servicios de salud y de beneficios."}
  ],
  "staffTraining": "Los especialistas en vivienda reciben capacitación en los principios de Vivienda Primero (Housing First), atención informada sobre el trauma, beneficios y programas de asistencia pública, y técnicas para calmar situaciones tensas.",
  "goals": "Cada participante se muda a una vivienda estable y la conserva, con los apoyos que necesita para salir adelante.",
  "commitment": "Nuestra misión es sencilla: ninguna persona con discapacidad debería estar sin un lugar seguro al que llamar hogar. Acompañamos a cada persona hasta que tenga una vivienda segura."
}$es$::jsonb),
('individual-support', $es${
  "title": "Apoyo individual",
  "description": "Apoyo personalizado en casa para las rutinas diarias, el cuidado personal y las tareas del hogar.",
  "overview": "El Apoyo individual (Individual Support) ofrece ayuda directa y enseñanza en el hogar a adultos con discapacidades del desarrollo, para que puedan vivir de forma segura donde elijan, ya sea con su familia o por su cuenta.",
  "approach": "El apoyo se programa según la vida de la persona, no según la nuestra. El personal enseña habilidades paso a paso y da ayuda directa donde se necesita, siempre animando a la persona a tomar sus propias decisiones.",
  "keyComponents": [
    {"name": "Cuidado personal", "description": "Ayuda respetuosa para bañarse, vestirse y arreglarse."},
    {"name": "Tareas del hogar", "description": "Preparar comidas, limpiar y lavar la ropa."},
    {"name": "Rutinas y horarios", "description": "Horarios con imágenes y recordatorios para el día."},
    {"name": "Apoyo con los medicamentos", "description": "Recordatorios y seguimiento según el plan de cuidado."}
  ],
  "staffTraining": "El personal completa la capacitación del College of Direct Support, una capacitación sobre cuidado personal y dignidad, y RCP/primeros auxilios. Además, recibe una orientación en el hogar de cada nuevo participante.",
  "goals": "Los participantes se mantienen sanos y seguros en casa mientras logran toda la independencia posible.",
  "commitment": "Nos comprometemos con un cuidado confiable y respetuoso, que honra las decisiones y la privacidad de cada persona."
}$es$::jsonb),
('respite-care', $es${
  "title": "Cuidado de relevo",
  "description": "Descansos cortos para los familiares que cuidan, con personal de confianza que cuida a su ser querido en casa o en la comunidad.",
  "overview": "El Cuidado de relevo (Respite Care) da a los padres y a otros familiares que cuidan tiempo para descansar, hacer mandados o atender su propia salud, con la tranquilidad de que su ser querido está con personal capacitado al que ya conoce.",
  "approach": "Primero conocemos a la familia y a la persona. Luego programamos el relevo por horas, para una tarde o noche, o para un día del fin de semana, y mantenemos al mismo personal siempre que sea posible.",
  "keyComponents": [
    {"name": "Relevo en casa", "description": "Cuidado en un lugar conocido: el propio hogar de la persona."},
    {"name": "Relevo en la comunidad", "description": "Salidas agradables mientras los cuidadores descansan."},
    {"name": "Horarios flexibles", "description": "Opciones por horas, por la noche y los fines de semana, planificadas con la familia."}
  ],
  "staffTraining": "El personal de relevo completa la capacitación del College of Direct Support, RCP/primeros auxilios y una orientación con la familia sobre las rutinas, la comunicación y cualquier necesidad de salud.",
  "goals": "Los cuidadores se mantienen sanos y descansados, y las familias se mantienen fuertes.",
  "commitment": "Nos comprometemos a ser un apoyo con el que las familias pueden contar, con personal de su confianza."
}$es$::jsonb),
('residential-services', $es${
  "title": "Servicios residenciales",
  "description": "Hogares grupales supervisados y apartamentos con apoyo donde adultos con discapacidades viven como miembros valorados de su vecindario.",
  "overview": "Nuestros Servicios residenciales ofrecen hogares grupales con licencia y apartamentos con apoyo. El apoyo del personal se ajusta a las necesidades de cada residente: desde atención las 24 horas hasta unas pocas horas a la semana.",
  "approach": "Los residentes ayudan a elegir a sus compañeros de casa, la decoración, los menús y las actividades. El personal apoya la vida diaria y las necesidades de salud, y anima a cada persona a asumir nuevas responsabilidades.",
  "keyComponents": [
    {"name": "Hogares grupales con licencia", "description": "Hogares con personal las 24 horas para los residentes que necesitan más apoyo."},
    {"name": "Apartamentos con apoyo", "description": "Vida independiente con visitas programadas del personal."},
    {"name": "Coordinación de la salud", "description": "Citas médicas, manejo de medicamentos y nutrición."},
    {"name": "Participación en el hogar", "description": "Los residentes ayudan a cocinar, limpiar y planificar."},
    {"name": "Conexión con la familia", "description": "Visitas y comunicación regulares con los familiares."}
  ],
  "staffTraining": "El personal residencial recibe capacitación en administración de medicamentos, el programa de estudios del College of Direct Support, seguridad contra incendios y apoyo conductual positivo, además de una orientación propia de cada casa.",
  "goals": "Los residentes viven vidas plenas y seguras en hogares que sienten como propios.",
  "commitment": "Nos comprometemos con hogares basados en la dignidad, la libertad de elegir y el sentido de pertenencia."
}$es$::jsonb),
('skill-building', $es${
  "title": "Desarrollo de habilidades",
  "description": "Enseñanza enfocada en las habilidades prácticas, sociales y de comunicación que abren puertas a la independencia.",
  "overview": "Las sesiones de Desarrollo de habilidades trabajan metas concretas del plan de servicios de la persona, como manejar el dinero, preparar una comida, usar el teléfono o mantener una conversación. Para lograrlo, la persona practica muchas veces en situaciones reales.",
  "approach": "Usamos el análisis de tareas y el refuerzo positivo. Enseñamos cada habilidad en pasos pequeños y medimos el progreso para que las familias puedan ver el cambio.",
  "keyComponents": [
    {"name": "Manejo del dinero", "description": "Contar dinero, hacer un presupuesto y pagar las compras."},
    {"name": "Comunicación", "description": "Expresar necesidades, usar tecnología de asistencia y conversar con otras personas."},
    {"name": "Habilidades tecnológicas", "description": "Celulares, tabletas, correo electrónico y seguridad en internet."},
    {"name": "Hablar por uno mismo", "description": "Expresar su opinión, tomar decisiones y conocer sus derechos."}
  ],
  "staffTraining": "El personal recibe capacitación en análisis de tareas, registro de datos, refuerzo positivo y planificación centrada en la persona.",
  "goals": "Avances medibles en las habilidades que cada persona elige aprender.",
  "commitment": "Nos comprometemos a enseñar con paciencia, creatividad y respeto por cada persona que aprende."
}$es$::jsonb),
('supported-employment', $es${
  "title": "Empleo con apoyo",
  "description": "Búsqueda de empleo y entrenamiento en el trabajo que ayudan a las personas con discapacidades a conseguir y conservar un empleo en la comunidad.",
  "overview": "El Empleo con apoyo (Supported Employment) pone en contacto a las personas que buscan trabajo con empleadores locales y ofrece el apoyo de un entrenador laboral durante todo el tiempo que sea necesario. Trabajamos en colaboración con la División de Servicios de Rehabilitación Vocacional de New Jersey y con la DDD.",
  "approach": "Nuestros especialistas en empleo buscan puestos que coincidan con el plan profesional de cada persona y con lo que necesitan los empleadores. Después, un entrenador laboral apoya la capacitación en el lugar de trabajo y reduce su apoyo poco a poco, a medida que el empleado gana independencia.",
  "keyComponents": [
    {"name": "Búsqueda de empleo", "description": "Encontrar empleadores y puestos que coincidan con las metas de la persona que busca trabajo."},
    {"name": "Entrenamiento en el trabajo", "description": "Capacitación y apoyo en el lugar de trabajo, que disminuyen con el tiempo."},
    {"name": "Colaboración con empleadores", "description": "Orientación para los empleadores sobre adaptaciones y lugares de trabajo inclusivos."},
    {"name": "Seguimiento a largo plazo", "description": "Contactos periódicos que ayudan a las personas a conservar su empleo y progresar."}
  ],
  "staffTraining": "El personal de empleo tiene el certificado ACRE, o está en proceso de obtenerlo, y recibe capacitación en instrucción sistemática y en adaptaciones en el lugar de trabajo.",
  "goals": "Empleo competitivo e integrado en la comunidad, con un salario justo, y carreras que crecen.",
  "commitment": "Nos comprometemos con empleos que pagan de forma justa, que duran y que reflejan los talentos de cada persona."
}$es$::jsonb),
('behavior-support', $es${
  "title": "Apoyo conductual",
  "description": "Planes de apoyo conductual positivo que reducen las conductas difíciles y ayudan a las personas a salir adelante en casa y en la comunidad.",
  "overview": "El Apoyo conductual (Behavior Support) ayuda a las personas con discapacidades del desarrollo y a sus familias a entender las razones de las conductas difíciles y a encontrar mejores maneras de comunicar sus necesidades.",
  "approach": "Un especialista en conducta hace una evaluación funcional de la conducta y escribe con la familia un plan de apoyo conductual positivo. Luego enseña a todos los que acompañan a la persona a usar el plan de la misma manera.",
  "keyComponents": [
    {"name": "Evaluación funcional de la conducta", "description": "Observación y entrevistas para entender qué comunica una conducta."},
    {"name": "Plan de apoyo conductual positivo", "description": "Estrategias de prevención y nuevas habilidades que reemplazan la conducta, escritas junto con la familia."},
    {"name": "Capacitación para cuidadores", "description": "Acompañamiento a las familias y al personal para usar el plan todos los días."},
    {"name": "Seguimiento del progreso", "description": "Revisión de datos y actualización del plan a medida que la persona crece."}
  ],
  "staffTraining": "Los especialistas en conducta son analistas de conducta certificados (Board Certified Behavior Analysts, BCBA) o profesionales clínicos bajo supervisión, con capacitación en apoyo conductual positivo y en atención informada sobre el trauma.",
  "goals": "Menos crisis, más comunicación y más oportunidades para la persona en casa y en la comunidad.",
  "commitment": "Nos comprometemos con enfoques positivos y respetuosos, que nunca usan el castigo."
}$es$::jsonb)
) as es (slug, fields)
join public.services s on s.slug = es.slug;
