import type { TranslationKey } from './en';

/** Partial on purpose: a missing key shows the English text rather than breaking the page. */
export const es: Partial<Record<TranslationKey, string>> = {
  'site.name': 'Relief Service',
  'site.tagline': 'Asesoría de crédito sin fines de lucro',

  'layout.skipLink': 'Saltar al contenido principal',
  'layout.noscript': '¡Su navegador no es compatible con JavaScript!',
  'layout.newTab': '(se abre en una pestaña nueva)',
  'layout.languageLabel': 'Idioma',

  'header.callPrompt': 'Hable con un consejero certificado',
  'nav.signIn': 'Iniciar sesión',

  'footer.phonePrompt': '¿Preguntas? Llame a la línea de nuestra agencia',
  'footer.about': 'Un servicio gratuito de una agencia de asesoría de crédito sin fines de lucro.',
  'footer.linksLabel': 'Políticas y ayuda',
  'footer.terms': 'Términos y condiciones',
  'footer.privacy': 'Política de privacidad',
  'footer.creditReport': 'Política de informes de crédito',
  'footer.vendorSharing': 'Información compartida con proveedores',
  'footer.faq': 'Preguntas frecuentes',

  'landing.meta.title': 'Obtenga ayuda con sus deudas | Relief Service',
  'landing.meta.description':
    'Asesoría de crédito gratuita, confidencial y sin fines de lucro. Responda algunas preguntas en línea y reciba una evaluación de sus deudas en 5 minutos, sin papeleo.',
  'landing.hero.title': 'Obtenga ayuda con sus deudas mediante asesoría de crédito sin fines de lucro',
  'landing.hero.lead':
    'Responda algunas preguntas y reciba una evaluación gratuita y confidencial de sus deudas en 5 minutos. Sin papeleo y sin costo para usted.',
  'landing.cta': 'Obtenga su análisis gratuito',
  'landing.hero.returning': '¿Ya comenzó una solicitud?',

  'landing.values.title': 'Lo que puede esperar',
  'landing.values.free.title': 'Gratis para usted',
  'landing.values.free.body': 'Nuestra asesoría no le cuesta nada y no hay ninguna obligación.',
  'landing.values.paperwork.title': 'Sin papeleo',
  'landing.values.paperwork.body':
    'Todo se hace en línea. No hay formularios que imprimir, firmar ni enviar por correo.',
  'landing.values.fast.title': 'Una evaluación en 5 minutos',
  'landing.values.fast.body':
    'Vea sus opciones de inmediato, sin esperar días a que le devuelvan la llamada.',
  'landing.values.confidential.title': 'Confidencial',
  'landing.values.confidential.body': 'La información que nos comparte se mantiene privada y segura.',

  'landing.steps.title': 'Cómo funciona',
  'landing.steps.about.title': 'Cuéntenos sobre usted',
  'landing.steps.about.body':
    'Comparta sus datos de contacto y un poco sobre su hogar y cualquier dificultad reciente.',
  'landing.steps.connect.title': 'Conecte sus cuentas',
  'landing.steps.connect.body':
    'Vincule su cuenta bancaria de forma segura para que podamos verificar sus ingresos.',
  'landing.steps.analyze.title': 'Nosotros lo analizamos',
  'landing.steps.analyze.body':
    'Revisamos sus ingresos, gastos y deudas para encontrar un plan que se ajuste a su presupuesto.',
  'landing.steps.evaluation.title': 'Reciba su evaluación',
  'landing.steps.evaluation.body':
    'Vea sus opciones, como un pago mensual más bajo para cada acreedor, y hable con un consejero certificado si lo desea.',
  'landing.steps.ready': 'Empiece cuando quiera. Solo toma unos minutos.',
};
