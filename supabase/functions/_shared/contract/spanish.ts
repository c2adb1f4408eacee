// The Spanish of the sentences the API answers and the public forms' validation shows (the
// contract's messages are English: SPEC fixes those words). The API answers in Spanish when the
// page asked for it (Accept-Language: es, http/answer-language.ts); a Spanish page's forms show
// their own validation through the same words (src/i18n/spanish-errors.ts). Staff-only
// messages (the admin area is English) are not here, nor the contract's labels that a page shows
// as its own words (the form's options, the dedication kinds: the page's messages translate those).
import { EMAIL_MESSAGE } from './common.ts';
import {
  AMOUNT_TOO_LARGE_MESSAGE,
  DEDICATION_NAME_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  EMAIL_REQUIRED_TITLE,
  INVALID_AMOUNT_MESSAGE,
  INVALID_AMOUNT_TITLE,
  PAYMENTS_UNAVAILABLE_MESSAGE,
  PAYMENTS_UNAVAILABLE_TITLE,
} from './donation-rules.ts';
import { MONTHLY_GIFT_ENDED, MONTHLY_GIFT_NOT_FOUND } from './monthly-gifts.ts';
import { INVALID_LINK } from './signed-links.ts';
import { HUMAN_CHECK_MISSING, HUMAN_CHECK_REFUSED } from './human-check.ts';
import { CV_REQUIRED, CV_TOO_LARGE, CV_WRONG_TYPE } from './application-rules.ts';
import { APPLICATION_SENT, APPLICATION_WITHDRAWN } from './applications-admin.ts';
import { SEARCH_EMPTY_MESSAGE, SEARCH_TOO_LONG_MESSAGE } from './search.ts';
import { SERIES_MESSAGES } from './series.ts';

/** Sentences word for word. */
const SENTENCES: Record<string, string> = {
  // every form
  [EMAIL_MESSAGE]: 'Escriba un correo electrónico válido',
  'Name must be at least 2 characters': 'El nombre debe tener al menos 2 caracteres',
  'Name must be at most 200 characters': 'El nombre debe tener como máximo 200 caracteres',
  'Phone number must be at most 40 characters': 'El número de teléfono debe tener como máximo 40 caracteres',
  'Invalid input': 'Dato no válido',
  'Validation failed': 'Revise los datos del formulario',
  'Malformed JSON body': 'No pudimos leer lo que envió. Inténtelo de nuevo.',
  'Too many requests. Please try again later.': 'Demasiados intentos. Inténtelo de nuevo más tarde.',
  'Something went wrong. Please try again later.': 'Algo salió mal. Inténtelo de nuevo más tarde.',
  'Service temporarily unavailable. Please try again shortly.': 'El servicio no está disponible en este momento. Inténtelo de nuevo en unos minutos.',
  'Not found': 'No encontrado',
  [INVALID_LINK]: 'Este enlace no es válido. Use el enlace de su correo electrónico.',
  [HUMAN_CHECK_MISSING]: 'Espere a que termine la comprobación de que no es un robot y vuelva a enviar.',
  [HUMAN_CHECK_REFUSED]: 'La comprobación de que no es un robot venció. Hágala de nuevo y vuelva a enviar.',
  // contact
  'Subject must be at least 5 characters': 'El asunto debe tener al menos 5 caracteres',
  'Message must be at least 10 characters': 'El mensaje debe tener al menos 10 caracteres',
  "Thank you for contacting us. We'll get back to you within 24 hours.": 'Gracias por escribirnos. Le responderemos en un plazo de 24 horas.',
  // newsletter
  'Almost done! Check your email and confirm your subscription.': '¡Casi listo! Revise su correo electrónico y confirme su suscripción.',
  "You're subscribed to our newsletter. Thank you!": 'Ya está suscrito a nuestro boletín. ¡Gracias!',
  'This confirmation link has expired. Please sign up again.': 'Este enlace de confirmación ya no es válido. Suscríbase de nuevo, por favor.',
  "You've been unsubscribed from our newsletter.": 'Ya no está suscrito a nuestro boletín.',
  // events, registration and waitlist
  'Number of guests must be a number': 'El número de invitados debe ser un número',
  'Number of guests must be a whole number': 'El número de invitados debe ser un número entero',
  'Number of guests cannot be negative': 'El número de invitados no puede ser negativo',
  'Maximum 5 guests allowed': 'Se permiten como máximo 5 invitados',
  'Accommodations must be at most 2000 characters': 'Las adaptaciones deben tener como máximo 2000 caracteres',
  'Special requests must be at most 2000 characters': 'Las solicitudes especiales deben tener como máximo 2000 caracteres',
  'Event not found': 'No encontramos el evento',
  'Feed not found': 'No encontramos esa fuente de noticias',
  'Registration confirmed': 'Inscripción confirmada',
  'Registration is closed for this event': 'La inscripción para este evento está cerrada',
  'This event is full': 'Este evento está lleno',
  // a series: several dates in one registration (issue 61)
  [SERIES_MESSAGES.notFound]: 'No encontramos la serie',
  [SERIES_MESSAGES.chooseDate]: 'Elija al menos una fecha.',
  [SERIES_MESSAGES.dateNotInSeries]: 'Una de las fechas elegidas no es una fecha de esta serie.',
  'Some of the chosen dates are full or closed. Remove them and try again.':
    'Algunas de las fechas elegidas están llenas o cerradas. Quítelas y vuelva a intentarlo.',
  'This email address is already registered for some of the chosen dates. Remove them and try again.':
    'Este correo electrónico ya está inscrito en algunas de las fechas elegidas. Quítelas y vuelva a intentarlo.',
  'No seats left': 'No quedan lugares',
  'This event still has seats. Please register instead.': 'Este evento todavía tiene lugares. Por favor, inscríbase.',
  'This email address is already on the waitlist for this event.': 'Este correo electrónico ya está en la lista de espera de este evento.',
  'This email address is already registered for this event.': 'Este correo electrónico ya está inscrito en este evento.',
  'Your seats are confirmed! A confirmation email with a calendar file is on its way.':
    '¡Sus lugares están confirmados! Le enviamos un correo de confirmación con un archivo de calendario.',
  'You already claimed these seats. Your confirmation email has the details.': 'Ya reservó estos lugares. Su correo de confirmación tiene los detalles.',
  'This offer has expired and the seats were offered to the next family. You can join the waitlist again from the event page.':
    'Esta oferta venció y los lugares se ofrecieron a la siguiente familia. Puede volver a la lista de espera desde la página del evento.',
  'No seats have been offered to you yet. We will email you when they are.': 'Todavía no le hemos ofrecido lugares. Le escribiremos cuando los haya.',
  'Registration for this event has closed.': 'La inscripción para este evento ya cerró.',
  'Sorry, these seats are no longer available.': 'Lo sentimos, estos lugares ya no están disponibles.',
  'You have left the waitlist. We will not email you about this event again.': 'Salió de la lista de espera. No le volveremos a escribir sobre este evento.',
  'You are no longer on this waitlist.': 'Ya no está en esta lista de espera.',
  'You claimed your seats, so you are registered. To cancel, use the link in your confirmation email.':
    'Usted reservó sus lugares, así que está inscrito. Para cancelar, use el enlace de su correo de confirmación.',
  'We could not find this waitlist entry. It may have been removed.': 'No encontramos este lugar en la lista de espera. Es posible que se haya eliminado.',
  'Your registration has been cancelled. Your seats are now available to others.': 'Su inscripción fue cancelada. Sus lugares ya están disponibles para otras personas.',
  'This registration was already cancelled.': 'Esta inscripción ya estaba cancelada.',
  'We could not find this registration. It may have been removed.': 'No encontramos esta inscripción. Es posible que se haya eliminado.',
  // giving
  [INVALID_AMOUNT_TITLE]: 'Cantidad no válida',
  [INVALID_AMOUNT_MESSAGE]: 'Escriba una cantidad válida de al menos $1.',
  [AMOUNT_TOO_LARGE_MESSAGE]: 'Las donaciones en línea tienen un límite de $100,000. Para donaciones mayores, comuníquese con nosotros directamente.',
  [EMAIL_REQUIRED_TITLE]: 'Se necesita un correo electrónico',
  [EMAIL_REQUIRED_MESSAGE]: 'Escriba su correo electrónico para enviarle el recibo.',
  [PAYMENTS_UNAVAILABLE_TITLE]: 'Pagos no disponibles',
  [PAYMENTS_UNAVAILABLE_MESSAGE]: 'Los pagos en línea no están disponibles. Comuníquese con nosotros directamente.',
  [DEDICATION_NAME_MESSAGE]: 'Escriba el nombre de la persona a quien dedica esta donación.',
  'Choose a one-time or a monthly gift': 'Elija una donación única o mensual',
  'Choose in honor of or in memory of': 'Elija "en honor de" o "en memoria de"',
  'Amount must be a number': 'La cantidad debe ser un número',
  'Amount must be whole dollars': 'La cantidad debe ser en dólares enteros',
  'Amount must be at least $1': 'La cantidad debe ser de al menos $1',
  'Amount must be at most $1,000,000': 'La cantidad debe ser como máximo $1,000,000',
  'Invalid donation attempt id': 'La donación no es válida. Vuelva a empezar.',
  'Invalid payment reference': 'La referencia del pago no es válida',
  'Donation not found': 'No encontramos la donación',
  'Payment provider unavailable. Please try again in a moment.': 'El servicio de pagos no está disponible. Inténtelo de nuevo en un momento.',
  'This donation was already started with different details. Please start again.':
    'Esta donación ya se había iniciado con otros datos. Por favor, vuelva a empezar.',
  [MONTHLY_GIFT_ENDED]: 'Esta donación mensual ya terminó, así que este enlace ya no funciona.',
  [MONTHLY_GIFT_NOT_FOUND]: 'No encontramos esta donación mensual. Comuníquese con nosotros.',
  'Your monthly gift has been cancelled. We have e-mailed you a confirmation.': 'Su donación mensual fue cancelada. Le enviamos una confirmación por correo electrónico.',
  'This monthly gift was already cancelled. No further payments will be taken.': 'Esta donación mensual ya estaba cancelada. No se harán más cobros.',
  'We could not cancel your monthly gift just now. Please try again in a moment.': 'No pudimos cancelar su donación mensual en este momento. Inténtelo de nuevo en un momento.',
  // applications
  'Choose what you are applying for': 'Elija a qué se postula',
  'Choose the job you are applying for': 'Elija el puesto al que se postula',
  'Please enter a phone number we can reach you on': 'Escriba un número de teléfono donde podamos comunicarnos con usted',
  'Please tell us how you heard about us': 'Cuéntenos cómo supo de nosotros',
  'Please tell us when you are available': 'Cuéntenos cuándo está disponible',
  [CV_REQUIRED]: 'Adjunte su currículum (PDF o Word .docx)',
  // the site search
  [SEARCH_EMPTY_MESSAGE]: 'Escriba una palabra para buscar',
  [SEARCH_TOO_LONG_MESSAGE]: 'Las palabras de búsqueda son demasiado largas: use como máximo 200 caracteres',
  [CV_WRONG_TYPE]: 'Su currículum debe ser un archivo PDF o Word (.docx)',
  [CV_TOO_LARGE]: 'Su currículum debe pesar 5 MB o menos',
  [APPLICATION_SENT]: 'Gracias por postularse. Le enviamos una confirmación a su correo electrónico.',
  [APPLICATION_WITHDRAWN]: 'Su solicitud fue retirada y su currículum fue eliminado.',
  'The application could not be read. Please try again.': 'No pudimos leer la solicitud. Inténtelo de nuevo.',
  'Resumes cannot be stored or opened right now. Please try again in a few minutes.':
    'En este momento no podemos guardar ni abrir currículums. Inténtelo de nuevo en unos minutos.',
};

/** Sentences that carry a number, English pattern first. */
const PATTERNS: [RegExp, (...values: string[]) => string][] = [
  [/^Must be at most (\d+) characters$/, (max) => `Debe tener como máximo ${max} caracteres`],
  [/^Only (\d+) seats left$/, (count) => (count === '1' ? 'Solo queda 1 lugar' : `Solo quedan ${count} lugares`)],
  [
    /^This email address is already on the waitlist for this event\. You are number (\d+) in line\.$/,
    (position) => `Este correo electrónico ya está en la lista de espera de este evento. Usted tiene el número ${position} en la fila.`,
  ],
];

/** The Spanish of an English sentence the API or a public form may show, or undefined when it has none. */
export function spanishOf(english: string): string | undefined {
  const sentence = SENTENCES[english];
  if (sentence !== undefined) return sentence;
  for (const [pattern, spanish] of PATTERNS) {
    const match = pattern.exec(english);
    if (match) return spanish(...match.slice(1));
  }
  return undefined;
}

/** The sentence in Spanish where it has one, else as it is (English). */
export const inSpanish = (english: string): string => spanishOf(english) ?? english;
