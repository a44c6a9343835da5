import type { LegalContent } from './types';

const updated = 'Aún no está vigente: la fecha se fija cuando el asesor legal apruebe este texto.';

export const legalEs: LegalContent = {
  terms: {
    title: 'Términos y condiciones',
    description: 'Los términos para usar el sitio web de Relief Service y su evaluación de deudas gratuita.',
    updated,
    intro:
      'Estos términos explican lo que puede esperar de nosotros y lo que esperamos de usted cuando usa este sitio web. Léalos antes de presentar su solicitud. Al usar el sitio, usted los acepta.',
    sections: [
      {
        heading: 'Quiénes somos',
        paragraphs: [
          'Relief Service funciona junto con una agencia de asesoría de crédito sin fines de lucro que forma parte de una red nacional de agencias de asesoría. Ofrecemos una evaluación gratuita en línea de sus deudas y, si le conviene, un plan de manejo de deudas o un plan de ayuda con la renta.',
        ],
      },
      {
        heading: 'Qué es el servicio y qué no es',
        paragraphs: [
          'Nuestra evaluación es un cálculo basado en lo que usted nos dice, en su informe de crédito y, si así lo decide, en sus registros bancarios. Es una orientación: no es un préstamo, no es asesoría legal y no es una promesa de que algún acreedor aceptará un plan.',
          'Cada acreedor decide si baja las tasas de interés o perdona cargos. Un consejero certificado le explicará sus opciones antes de que usted acepte cualquier cosa.',
        ],
      },
      {
        heading: 'Costo',
        paragraphs: [
          'La evaluación en línea y la asesoría son gratuitas. Si se inscribe en un plan, cualquier cargo mensual del plan se le muestra por escrito antes de firmar, respeta los límites de la ley de su estado y puede reducirse o eliminarse si no puede pagarlo.',
        ],
      },
      {
        heading: 'Lo que le pedimos',
        paragraphs: ['Para usar el servicio, usted se compromete a:'],
        list: [
          'dar información verdadera y completa sobre usted, sus ingresos y sus deudas;',
          'presentar una solicitud solo para usted, o para su cónyuge o pareja si esa persona está de acuerdo;',
          'mantener su contraseña en privado y avisarnos si cree que otra persona usó su cuenta;',
          'no hacer mal uso del sitio, por ejemplo, intentando ver la información de otras personas.',
        ],
      },
      {
        heading: 'Su autorización para revisar su crédito y contactarle',
        paragraphs: [
          'Al presentar su solicitud, nos autoriza a obtener su informe de crédito como se describe en nuestra Política de informes de crédito. También acepta que podamos contactarle por teléfono, mensaje de texto o correo electrónico sobre su solicitud. Pueden aplicarse cargos por mensajes y datos, y puede pedirnos que dejemos de hacerlo en cualquier momento.',
        ],
      },
      {
        heading: 'Su información',
        paragraphs: [
          'Nuestra Política de privacidad explica qué información reunimos y cómo la protegemos, y nuestra página de información compartida con proveedores enumera las empresas que nos ayudan y lo que reciben.',
        ],
      },
      {
        heading: 'Límites de nuestra responsabilidad',
        paragraphs: [
          'Nos esforzamos para que el sitio sea correcto y esté disponible, pero no podemos prometer que nunca tendrá errores o interrupciones. En la medida en que la ley lo permita, no somos responsables de pérdidas causadas por información incorrecta que usted nos dio, ni por la decisión de un acreedor.',
        ],
      },
      {
        heading: 'Cambios y preguntas',
        paragraphs: [
          'Podemos actualizar estos términos. Si un cambio le afecta, se lo diremos en esta página y, si tiene una cuenta, por correo electrónico. Sus preguntas son bienvenidas: llame al número que aparece al final de esta página.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Política de privacidad',
    description:
      'Qué información reúne Relief Service, para qué, con quién se comparte y qué opciones tiene usted.',
    updated,
    intro:
      'Su vida financiera es privada. Esta política explica, con palabras sencillas, qué información reunimos, por qué la necesitamos, con quién la compartimos y qué opciones tiene usted.',
    sections: [
      {
        heading: 'Qué información reunimos',
        paragraphs: ['Solo reunimos lo que necesitamos para evaluar su situación y ayudarle:'],
        list: [
          'datos de contacto: su nombre, dirección, correo electrónico y número de teléfono;',
          'datos de su hogar: las personas con quienes vive, las dificultades que nos cuente, sus ingresos y gastos;',
          'su informe de crédito y sus deudas, con su permiso;',
          'información de sus cuentas bancarias y movimientos, solo si decide conectar su banco;',
          'notas de nuestras conversaciones con usted e información básica sobre cómo usa el sitio.',
        ],
      },
      {
        heading: 'Para qué la usamos',
        paragraphs: [
          'Usamos su información para preparar su evaluación, proponer y administrar un plan con sus acreedores o su arrendador, contactarle sobre su solicitud, prevenir fraudes y cumplir nuestras obligaciones legales como agencia de asesoría.',
        ],
      },
      {
        heading: 'Con quién la compartimos',
        paragraphs: [
          'Nunca vendemos su información. Solo la compartimos con sus acreedores o su arrendador cuando se inscribe en un plan, con los proveedores que aparecen en nuestra página de información compartida con proveedores y que nos ayudan a prestar el servicio, con la red de asesoría que certifica nuestro trabajo, y cuando la ley lo exige.',
        ],
      },
      {
        heading: 'Cómo la protegemos',
        paragraphs: [
          'La información viaja cifrada entre usted y nosotros. Solo el personal que la necesita para ayudarle puede verla, y cada consulta de su expediente queda registrada. Nuestros proveedores deben proteger su información con el mismo cuidado que nosotros.',
        ],
      },
      {
        heading: 'Sus opciones',
        paragraphs: ['Usted puede:'],
        list: [
          'pedir ver la información que tenemos sobre usted y pedirnos que la corrijamos;',
          'pedirnos que dejemos de contactarle por teléfono, mensaje de texto o correo electrónico;',
          'desconectar su cuenta bancaria en cualquier momento;',
          'pedirnos que borremos su información cuando la ley ya no nos obligue a conservarla.',
        ],
      },
      {
        heading: 'Cuánto tiempo la conservamos',
        paragraphs: [
          'Conservamos sus registros mientras le ayudamos y después durante el tiempo que exijan la ley o nuestros acuerdos con los acreedores; luego los borramos.',
        ],
      },
      {
        heading: 'Contáctenos',
        paragraphs: [
          'Para cualquier pregunta o solicitud sobre su privacidad, llame al número que aparece al final de esta página. Le responderemos en un plazo de 30 días.',
        ],
      },
    ],
  },

  creditReport: {
    title: 'Política de informes de crédito',
    description: 'Cómo y por qué Relief Service obtiene su informe de crédito y cómo afecta su puntaje.',
    updated,
    intro:
      'Para evaluar sus deudas necesitamos verlas. Esta política explica cómo obtenemos su informe de crédito y qué significa eso para usted.',
    sections: [
      {
        heading: 'Su permiso',
        paragraphs: [
          'Solo obtenemos su informe de crédito después de que usted lo acepta en su solicitud. Al aceptar, nos autoriza, conforme a la Ley de Informe Justo de Crédito (Fair Credit Reporting Act), a obtener su informe de una agencia nacional de crédito para evaluar sus deudas y ofrecerle asesoría y un plan.',
        ],
      },
      {
        heading: 'Una consulta suave',
        paragraphs: [
          'Usamos una consulta suave. No baja su puntaje de crédito y otros prestamistas no pueden verla. Solo aparece en la copia del informe que usted mismo pida.',
        ],
      },
      {
        heading: 'Qué revisamos',
        paragraphs: [
          'Revisamos sus cuentas abiertas, saldos, pagos mensuales e historial de pagos. Los usamos para hacer la lista de sus deudas, calcular lo que paga cada mes y sugerirle un plan. No usamos su informe para decidir si le prestamos dinero: no hacemos préstamos.',
        ],
      },
      {
        heading: 'Si algo está mal',
        paragraphs: [
          'Si su informe tiene un error, tiene derecho a disputarlo con la agencia de crédito sin costo. También tiene derecho a una copia gratuita de su informe de cada agencia nacional cada año en annualcreditreport.com. Nuestros consejeros pueden ayudarle con ambas cosas.',
        ],
      },
      {
        heading: 'Si no podemos obtener su informe',
        paragraphs: [
          'A veces la agencia de crédito no logra encontrar sus datos. Si eso sucede, un consejero certificado le llamará para terminar su evaluación por teléfono.',
        ],
      },
    ],
  },

  vendorSharing: {
    title: 'Información compartida con proveedores',
    description: 'Las empresas que ayudan a Relief Service a funcionar, qué información reciben y por qué.',
    updated,
    intro:
      'Contamos con algunas empresas especializadas para prestar este servicio. Cada una recibe solo lo que necesita para su trabajo, debe mantenerlo confidencial y no puede venderlo ni usarlo para su propia publicidad.',
    caption: 'Proveedores con quienes compartimos información, qué compartimos y por qué',
    vendors: [
      {
        vendor: 'Agencia nacional de crédito',
        service: 'Proporciona su informe de crédito',
        data: 'Nombre, dirección, fecha de nacimiento y número de Seguro Social',
        why: 'Para encontrar su informe y hacer la lista de sus deudas (una consulta suave que no afecta su puntaje)',
      },
      {
        vendor: 'Plaid',
        service: 'Conecta su cuenta bancaria de forma segura',
        data: 'Los datos de acceso que usted escribe en la ventana de Plaid; nosotros recibimos saldos, ingresos y movimientos',
        why: 'Para verificar sus ingresos y gastos, solo si usted decide conectar un banco',
      },
      {
        vendor: 'Twilio',
        service: 'Verifica números de teléfono y envía mensajes de texto',
        data: 'Su número de teléfono y el texto de nuestros mensajes',
        why: 'Para confirmar que su número es válido y enviarle los códigos y avisos que pidió',
      },
      {
        vendor: 'Proveedor de envío de correo electrónico',
        service: 'Entrega nuestros correos electrónicos',
        data: 'Su dirección de correo electrónico y el contenido de nuestros correos',
        why: 'Para enviar códigos de verificación, cambios de contraseña y avisos sobre su solicitud',
      },
      {
        vendor: 'Red nacional de asesoría',
        service: 'Certifica a nuestros consejeros y nos conecta con los acreedores',
        data: 'Los detalles de su plan y, cuando se inscribe, las deudas incluidas en él',
        why: 'Para proponer su plan a los acreedores y cumplir las normas de calidad de la red',
      },
      {
        vendor: 'Análisis del sitio web',
        service: 'Cuenta las visitas y mide cómo se usa el sitio',
        data: 'Páginas visitadas, tipo de dispositivo y ubicación general; nunca sus respuestas ni sus datos financieros',
        why: 'Para encontrar y corregir las partes del sitio que son difíciles de usar',
      },
    ],
    sections: [
      {
        heading: 'Sus opciones',
        paragraphs: [
          'Conectar un banco es opcional: puede darnos sus ingresos usted mismo. Puede pedirnos que dejemos de enviarle mensajes de texto en cualquier momento respondiendo STOP. Para cualquier pregunta sobre esta lista, llame al número que aparece al final de esta página.',
        ],
      },
    ],
  },
};
