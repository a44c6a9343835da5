import { emailChangeLinkHours } from '../../../domain/accountForms';
import type { EmailRenderers } from './types';

export const spanish: EmailRenderers = {
  initialEmail: ({ firstName, email, code }, links, counselorPhone) => ({
    subject: 'Su análisis gratuito de alivio de deudas: cree su contraseña',
    text: `Hola, ${firstName}:

Gracias por comenzar su solicitud con nosotros. Sus respuestas están guardadas, así que puede regresar cuando quiera.

Para terminar de configurar su cuenta, elija una contraseña aquí:
${links.verificationCode(email, code)}

Si el enlace no funciona, visite ${links.verificationCodePage} e ingrese este código: ${code}

Si usted no comenzó una solicitud, puede ignorar este correo electrónico.

¿Preguntas? Llame a un consejero certificado al ${counselorPhone}.
`,
  }),

  passwordResetCode: ({ email, code }, links) => ({
    subject: 'Su código para restablecer la contraseña',
    text: `Su código de verificación es ${code}.

Ingréselo en la página para restablecer la contraseña y elija una nueva, o siga este enlace:
${links.verificationCode(email, code)}

El código es válido por 15 minutos. Si usted no pidió restablecer su contraseña, puede ignorar este correo electrónico: su contraseña no ha cambiado.
`,
  }),

  passwordChanged: (_content, links, counselorPhone) => ({
    subject: 'Su contraseña fue cambiada',
    text: `La contraseña de su cuenta acaba de cambiar y se cerró la sesión en todos los dispositivos.

Puede iniciar sesión con su nueva contraseña aquí: ${links.signIn}

Si usted no cambió su contraseña, llámenos de inmediato al ${counselorPhone}.
`,
  }),

  emailChanged: ({ newEmail }, links, counselorPhone) => ({
    subject: 'Su correo electrónico fue cambiado',
    text: `El correo electrónico de su cuenta acaba de cambiar a ${newEmail}. De ahora en adelante, inicie sesión con la nueva dirección: ${links.signIn}

Si usted no hizo este cambio, llámenos de inmediato al ${counselorPhone}.
`,
  }),

  confirmEmailChange: ({ newEmail, token }, links, counselorPhone) => ({
    subject: 'Confirme su nuevo correo electrónico',
    text: `Usted pidió iniciar sesión en su cuenta con este correo electrónico, ${newEmail}. Para confirmarlo, abra este enlace:
${links.confirmEmail(token)}

El enlace funciona una sola vez, durante ${emailChangeLinkHours} horas. Hasta que lo abra, su cuenta conserva su correo electrónico actual. Cuando lo abra, se cerrará la sesión en todos los dispositivos conectados a su cuenta, y usted iniciará sesión con ${newEmail}.

Si usted no pidió esto, puede ignorar este correo electrónico: nada cambia.

¿Preguntas? Llame a un consejero certificado al ${counselorPhone}.
`,
  }),

  emailChangeRequested: ({ newEmail }, links, counselorPhone) => ({
    subject: 'Se pidió cambiar su correo electrónico',
    text: `Alguien con la sesión iniciada en su cuenta pidió cambiar su correo electrónico a ${newEmail}. Todavía no ha cambiado nada: enviamos un enlace a esa dirección, y el cambio solo ocurre si se abre en las próximas ${emailChangeLinkHours} horas.

Si fue usted, no tiene que hacer nada.

Si no fue usted, elija una nueva contraseña de inmediato: ${links.forgotPassword} (le enviaremos un código a esta dirección). Una nueva contraseña cancela el cambio y cierra la sesión en todos los dispositivos. Luego llámenos al ${counselorPhone}.
`,
  }),

  obtainedOffer: ({ firstName }, links, counselorPhone) => ({
    subject: 'Sus ofertas de alivio de deudas están listas',
    text: `Hola, ${firstName}:

Buenas noticias: según su solicitud, sus acreedores podrían reducir sus pagos mensuales mediante un plan de manejo de deudas. Sus ofertas lo esperan.

Inicie sesión para revisarlas: ${links.signIn}

Un consejero puede explicarle sus opciones al ${counselorPhone}.
`,
  }),

  completedRentalApplication: ({ firstName }, links, counselorPhone) => ({
    subject: 'Recibimos su solicitud de alivio de alquiler',
    text: `Hola, ${firstName}:

Gracias por completar su solicitud de alivio de alquiler. Un consejero de vivienda la revisará y se comunicará con usted pronto.

Puede iniciar sesión en cualquier momento para consultar su solicitud: ${links.signIn}

Si necesita ayuda antes, llame al ${counselorPhone}.
`,
  }),
  bankReconnect: ({ firstName }, links, counselorPhone) => ({
    subject: 'Vuelva a conectar su cuenta bancaria',
    text: `Hola, ${firstName}:

Su cuenta bancaria no está conectada a su cuenta con nosotros, así que no podemos mantener al día sus ingresos, gastos y plan. Conectarla toma un minuto y es de solo lectura: nunca podemos mover su dinero.

Vuelva a conectarla aquí: ${links.bankConnections}

Primero se le pedirá que inicie sesión. Si todavía no ha creado una contraseña, elija "¿Olvidó su contraseña?" en la página de inicio de sesión.

¿Preguntas? Llame al ${counselorPhone}.
`,
  }),

  resumeApplication: ({ firstName, route, rental, hasPassword }, links, counselorPhone) => ({
    subject: 'Su solicitud está guardada: continúe donde la dejó',
    text: `Hola, ${firstName}:

Usted comenzó su ${rental ? 'solicitud de alivio de alquiler' : 'análisis gratuito de alivio de deudas'} y se detuvo a mitad de camino. Sus respuestas están guardadas: lo que falta toma unos minutos, y este enlace lo lleva de vuelta a donde se detuvo:
${links.page(route)}

${
  hasPassword
    ? 'Primero se le pedirá que inicie sesión con este correo electrónico y su contraseña.'
    : `Primero se le pedirá que inicie sesión. Todavía no ha elegido una contraseña: pida aquí un código para elegirla y luego inicie sesión con este correo electrónico:
${links.forgotPassword}`
}

¿Prefiere hablarlo con alguien? Llame a ${rental ? 'un consejero de vivienda' : 'un consejero certificado'} al ${counselorPhone}.

Si usted no comenzó una solicitud, puede ignorar este correo electrónico.
`,
  }),

  signedAgreement: ({ firstName, sha256, version, summary }, links, counselorPhone) => ({
    subject: 'Su acuerdo de plan firmado',
    text: `Hola, ${firstName}:

Su plan está firmado (versión ${version} de su acuerdo). Adjuntamos a este correo una copia en PDF del acuerdo que todos firmaron (signed-plan-agreement.pdf): por favor, guárdela. También puede verlo en cualquier momento después de iniciar sesión: ${links.signIn}

${summary.map(({ label, value }) => `${label}: ${value}`).join('\n')}

Si desea este acuerdo en papel, o ya no desea recibir documentos electrónicos, llame al ${counselorPhone}: la copia en papel es gratuita.

Nuestro registro de este acuerdo tiene la huella digital (SHA-256) ${sha256}.
`,
  }),

  creditReviewed: ({ firstName }, links, counselorPhone) => ({
    subject: 'Los resultados de su análisis de deudas están listos',
    text: `Hola, ${firstName}:

Un consejero revisó su informe de crédito y los resultados de su análisis gratuito de deudas están listos.

Inicie sesión para verlos: ${links.signIn}

Si todavía no eligió una contraseña, elija "¿Olvidó su contraseña?" en la página de inicio de sesión.

¿Preguntas? Llame a un consejero certificado al ${counselorPhone}.
`,
  }),
};
