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
  'header.signOut': 'Cerrar sesión',

  'footer.phonePrompt': '¿Preguntas? Llámenos al',
  'footer.otherLanguagePrompt': 'Ayuda en otros idiomas:',
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

  'landing.ctaRental': 'Comience su solicitud de ayuda con la renta',
  'landing.points.title': 'Cómo podemos ayudarle',

  'video.open': 'Vea cómo funciona',
  'video.title': 'Cómo funciona',
  'video.close': 'Cerrar',
  'video.unsupported': 'Su navegador no puede reproducir este video.',

  'page.debtRelief.meta.title':
    'Alivio de deudas con asesoría de crédito sin fines de lucro | Relief Service',
  'page.debtRelief.meta.description':
    '¿Atrasado con sus tarjetas de crédito? Una evaluación gratuita de una agencia sin fines de lucro le muestra cómo un plan de manejo de deudas podría bajar sus pagos mensuales.',
  'page.debtRelief.title': 'Alivio de deudas a la medida de su presupuesto',
  'page.debtRelief.lead':
    'Si los pagos de sus tarjetas de crédito le cuestan más de lo que puede pagar, un consejero certificado puede ayudarle a encontrar una salida. Su evaluación es gratuita, no requiere papeleo y toma unos 5 minutos.',
  'page.debtRelief.point1':
    'Vea cuánto pagaría cada mes con un plan de manejo de deudas, acreedor por acreedor.',
  'page.debtRelief.point2':
    'Muchos acreedores bajan las tasas de interés y perdonan los cargos por atraso a quienes siguen un plan sin fines de lucro.',
  'page.debtRelief.point3': 'Haga un solo pago mensual en lugar de estar pendiente de muchas fechas de pago.',

  'page.debtAnalysis.meta.title': 'Análisis de deudas gratuito | Relief Service',
  'page.debtAnalysis.meta.description':
    'Reciba en 5 minutos un análisis gratuito y confidencial de sus deudas de una agencia de asesoría de crédito sin fines de lucro, sin papeleo.',
  'page.debtAnalysis.title': 'Su análisis de deudas gratuito',
  'page.debtAnalysis.lead':
    'Responda algunas preguntas y revisaremos juntos sus ingresos, gastos y deudas. En 5 minutos verá su situación y cuáles son sus opciones.',
  'page.debtAnalysis.point1': 'Una idea clara de lo que debe y de lo que le cuesta en intereses.',
  'page.debtAnalysis.point2': 'Un presupuesto que muestra lo que realmente puede pagar cada mes.',
  'page.debtAnalysis.point3':
    'Opciones para bajar sus pagos, explicadas por un consejero certificado si lo desea.',

  'page.referral.meta.title': 'Lo refirieron para recibir ayuda gratuita con sus deudas | Relief Service',
  'page.referral.meta.description':
    'Una organización de confianza lo refirió a nuestra asesoría de crédito sin fines de lucro. Reciba una evaluación gratuita de sus deudas en 5 minutos.',
  'page.referral.title': 'Bienvenido. Lo refirieron a nosotros para recibir ayuda gratuita con sus deudas',
  'page.referral.lead':
    'Una de nuestras organizaciones aliadas lo envió aquí porque ayudamos a las personas a salir de deudas sin costo para ellas. Comience ahora su evaluación gratuita; toma unos 5 minutos.',
  'page.referral.point1':
    'Nuestros aliados nos refieren personas porque nuestra asesoría es gratuita y sin fines de lucro.',
  'page.referral.point2': 'Solo usamos lo que nos comparte para preparar su evaluación y ayudarle.',
  'page.referral.point3': 'Usted decide qué hacer después. No hay ninguna obligación.',

  'page.renter.meta.title': 'Ayuda con la renta para inquilinos atrasados | Relief Service',
  'page.renter.meta.description':
    '¿Atrasado con la renta? Solicite en línea ayuda gratuita de una agencia de asesoría sin fines de lucro. Sin papeleo y con una evaluación en 5 minutos.',
  'page.renter.title': '¿Atrasado con la renta? Reciba ayuda para ponerse al día',
  'page.renter.lead':
    'Nuestro programa de ayuda con la renta apoya a los inquilinos que se han atrasado a hacer un plan para pagar la renta pendiente y quedarse en su hogar. Solicitar es gratis, no requiere papeleo y toma unos 5 minutos.',
  'page.renter.point1': 'Cuéntenos cuánto debe de renta y qué cambió en su hogar.',
  'page.renter.point2': 'Reciba un plan para pagar la renta atrasada que se ajuste a su presupuesto.',
  'page.renter.point3': 'Hable con un consejero que trabaja con inquilinos y sus arrendadores.',

  'page.contact.meta.title': 'Contáctenos | Relief Service',
  'page.contact.meta.description':
    'Llame a un consejero de crédito sin fines de lucro, reciba ayuda en otro idioma o comience en línea su evaluación gratuita de deudas.',
  'page.contact.title': 'Contáctenos',
  'page.contact.lead':
    'Estamos aquí para ayudarle. Llámenos, o comience en línea y nos comunicaremos con usted con su evaluación gratuita.',
  'page.contact.call.title': 'Llámenos',
  'page.contact.call.body':
    'Hable con alguien que puede responder sus preguntas sobre sus deudas y sus opciones.',
  'page.contact.language.title': 'Ayuda en otro idioma',
  'page.contact.language.body':
    'Todo este sitio también está en español. Para otros idiomas, llame a nuestra línea de intérpretes:',
  'page.contact.online.title': 'Comience en línea',
  'page.contact.online.body': 'Reciba su evaluación gratuita en unos 5 minutos, a cualquier hora del día.',
  'page.contact.account.title': '¿Ya hizo su solicitud?',
  'page.contact.account.body': 'Inicie sesión para ver su evaluación y su plan.',

  'faq.meta.title': 'Preguntas frecuentes | Relief Service',
  'faq.meta.description':
    'Respuestas sobre nuestra asesoría de crédito gratuita y sin fines de lucro: costo, tiempo, su puntaje de crédito, planes de manejo de deudas y ayuda en español.',
  'faq.title': 'Preguntas frecuentes',
  'faq.lead': 'Respuestas claras a las preguntas que más nos hacen.',
  'faq.free.q': '¿De verdad es gratis?',
  'faq.free.a':
    'Sí. La evaluación en línea y hablar con un consejero certificado no le cuestan nada, y no hay ninguna obligación. Somos una agencia sin fines de lucro. Si más adelante se inscribe en un plan de manejo de deudas, cualquier cargo mensual del plan se le explica antes de que acepte, está limitado por su estado y puede reducirse o eliminarse si no puede pagarlo.',
  'faq.time.q': '¿Cuánto tiempo toma?',
  'faq.time.a':
    'La mayoría de las personas terminan las preguntas en línea y ven su evaluación en 5 minutos. Un plan de manejo de deudas suele durar hasta 60 meses (5 años), y muchas personas terminan antes.',
  'faq.credit.q': '¿Afecta mi crédito?',
  'faq.credit.a':
    'No. Cuando usted lo autoriza en su solicitud, nuestro consejero certificado obtiene su informe de crédito con una consulta suave: no cambia su puntaje de crédito y otros prestamistas no la ven. Nunca hacemos una consulta dura (la que hace un prestamista cuando usted solicita un préstamo o una tarjeta), porque un plan no es crédito nuevo. Si se inscribe en un plan, normalmente se cierran sus cuentas de tarjetas, lo que puede bajar su puntaje por un tiempo; hacer pagos puntuales con el plan suele ayudar a que se recupere.',
  'faq.dmp.q': '¿Qué es un plan de manejo de deudas?',
  'faq.dmp.a':
    'Es un acuerdo, organizado por una agencia de asesoría sin fines de lucro, para pagar por completo sus deudas de tarjetas de crédito con un solo pago mensual. Los acreedores a menudo aceptan bajar las tasas de interés y perdonar los cargos por atraso, así que más de su dinero se destina a lo que debe. No es un préstamo ni un arreglo para pagar menos de lo que debe.',
  'faq.spanish.q': '¿Puedo recibir ayuda en español?',
  'faq.spanish.a':
    'Sí. Todo el sitio y la solicitud están en español: elija “Español” en la parte de arriba de cualquier página. Nuestros consejeros pueden atenderle en español por teléfono, y hay una línea de intérpretes para otros idiomas.',
  'faq.rental.q': 'Estoy atrasado con la renta. ¿Pueden ayudarme?',
  'faq.rental.a':
    'Sí. Nuestro programa de ayuda con la renta apoya a los inquilinos a hacer un plan para ponerse al día con la renta atrasada. Comience desde la página de ayuda con la renta y presente su solicitud de la misma manera.',
  'faq.data.q': '¿Qué hacen con mi información?',
  'faq.data.a':
    'La usamos solo para preparar su evaluación y ayudarle, y nunca la vendemos. Nuestra política de privacidad y la página de información compartida con proveedores explican quién nos ayuda y por qué.',

  'legal.templateNotice':
    'Texto modelo preparado por la agencia para que lo revise su asesor legal. Todavía no es definitivo.',
  'legal.updated': 'Última actualización',
  'legal.termsLanguage': 'Lea estos términos en',
  'legal.vendors.vendor': 'Proveedor',
  'legal.vendors.service': 'Qué hace para nosotros',
  'legal.vendors.data': 'Qué compartimos',
  'legal.vendors.why': 'Por qué',

  'notFound.meta.title': 'Página no encontrada | Relief Service',
  'notFound.meta.description': 'No pudimos encontrar la página que buscaba.',
  'notFound.title': 'No encontramos esa página',
  'notFound.body':
    'Puede que el enlace sea antiguo o que la dirección tenga un error. Estas páginas pueden servirle:',
  'notFound.linksLabel': 'Páginas útiles',
  'notFound.home': 'Página principal',
  'notFound.start': 'Comience su evaluación gratuita',
  'notFound.faq': 'Preguntas frecuentes',
  'notFound.contact': 'Contáctenos',

  'account.meta.description':
    'Inicie sesión en Relief Service, restablezca su contraseña o cambie el correo electrónico de su cuenta.',
  'form.required': '{label} es obligatorio',
  'form.invalid': '{label} no es válido',
  'account.field.username': 'Correo electrónico',
  'account.field.email': 'Correo electrónico',
  'account.field.password': 'Contraseña',
  'account.field.oldPassword': 'Contraseña actual',
  'account.field.newPassword': 'Contraseña nueva',
  'account.field.confirmPassword': 'Confirme la contraseña nueva',
  'account.field.code': 'Código de verificación',
  'account.field.firstName': 'Nombre',
  'account.field.lastName': 'Apellido',
  'account.field.phoneNumber': 'Número de teléfono',
  'account.field.newEmail': 'Correo electrónico nuevo',
  'account.field.confirmEmail': 'Confirme el correo electrónico nuevo',
  'account.back': 'Atrás',
  'account.tooManyAttempts': 'Demasiados intentos. Espere unos minutos e inténtelo de nuevo.',
  'account.unexpected': 'Algo salió mal. Revise su conexión e inténtelo de nuevo.',
  'account.server.currentPasswordIncorrect': 'La contraseña actual no es correcta.',
  'account.server.emailTaken':
    'Ya existe una cuenta con ese correo electrónico. Use un correo electrónico diferente.',
  'account.server.emailInvalid': 'El correo electrónico no es válido',
  'account.server.passwordChangeRequired': 'Primero debe establecer una contraseña nueva.',
  'account.flash.passwordReset':
    'La contraseña se restableció correctamente. Inicie sesión con sus nuevas credenciales.',
  'account.flash.emailUpdated':
    'El correo electrónico se actualizó. Inicie sesión con sus nuevas credenciales.',
  'account.flash.codeOld':
    'El código de verificación que usó es antiguo. Busque en su correo electrónico el código de verificación más reciente.',
  'account.flash.codeExpired':
    'El código de verificación que usó ha vencido. Busque en su correo electrónico el código de verificación más reciente.',
  'account.flash.updateFailed': 'Hubo un problema al actualizar su cuenta. Inténtelo de nuevo.',
  'account.flash.notStaff': 'Esta cuenta no puede usar la consola del personal.',
  'account.password.rulesTitle': 'Su contraseña nueva debe tener:',
  'account.password.rule.length': 'De 8 a 20 caracteres',
  'account.password.rule.letter': 'Al menos una letra',
  'account.password.rule.number': 'Al menos un número',
  'account.password.rule.allowedCharacters':
    'Solo letras, números y estos caracteres especiales: {characters}',
  'account.password.rule.notCommon': 'No ser una contraseña de uso común',
  'account.password.met': 'cumplido',
  'account.password.unmet': 'no cumplido',
  'account.password.progress': '{met} de {total} requisitos de la contraseña cumplidos',
  'account.password.mismatch': 'Las contraseñas no coinciden.',
  'account.password.rulesUnmet': 'Su contraseña nueva no cumple con los requisitos.',
  'account.signIn.title': 'Iniciar sesión',
  'account.signIn.submit': 'Iniciar sesión',
  'account.signIn.busy': 'Iniciando sesión...',
  'account.signIn.knownUser': 'Iniciará sesión como {email}.',
  'account.signIn.notYou': '¿No es usted?',
  'account.signIn.forgot': '¿Olvidó su contraseña?',
  'account.signIn.incorrect': 'Usuario o contraseña incorrectos',
  'account.forgot.title': '¿Olvidó su contraseña?',
  'account.forgot.intro':
    'Escriba el correo electrónico de su cuenta. Le enviaremos un código de verificación para restablecer su contraseña.',
  'account.forgot.submit': 'Enviar código',
  'account.forgot.busy': 'Enviando...',
  'account.checkEmail.title': 'Revise su correo electrónico',
  'account.checkEmail.body':
    'Le enviamos por correo electrónico un código de verificación para restablecer su contraseña. Puede tardar unos minutos en llegar; si no lo ve, revise su carpeta de correo no deseado.',
  'account.checkEmail.enterCode': 'Escribir el código de verificación',
  'account.checkEmail.resend': '¿No recibió el código? Solicite uno nuevo',
  'account.code.title': 'Escriba su código de verificación',
  'account.code.intro': 'Escriba el código de 6 dígitos del correo electrónico que le enviamos.',
  'account.code.hint': '6 dígitos',
  'account.code.submit': 'Continuar',
  'account.code.busy': 'Verificando...',
  'account.code.checking': 'Espere un momento...',
  'account.userInfo.title': 'Confirme su información',
  'account.userInfo.intro': 'Confirme su nombre y su número de teléfono; después elija su contraseña.',
  'account.userInfo.phoneHint': 'Por ejemplo, 555-123-4567',
  'account.userInfo.submit': 'Continuar',
  'account.userInfo.busy': 'Procesando...',
  'account.reset.title': 'Elija una contraseña nueva',
  'account.reset.intro': 'Elija una contraseña nueva para su cuenta.',
  'account.reset.initialIntro': 'Esta es la contraseña con la que iniciará sesión de ahora en adelante.',
  'account.reset.submit': 'Guardar contraseña',
  'account.reset.busy': 'Guardando...',
  'account.changePassword.title': 'Restablezca su contraseña',
  'account.changePassword.intro':
    'Después del cambio se cerrará su sesión en todos sus dispositivos; vuelva a iniciar sesión con su contraseña nueva.',
  'account.changePassword.submit': 'Cambiar contraseña',
  'account.changePassword.busy': 'Guardando...',
  'account.changeEmail.title': 'Cambie su correo electrónico',
  'account.changeEmail.intro':
    'Después del cambio se cerrará su sesión en todos sus dispositivos; vuelva a iniciar sesión con su correo electrónico nuevo.',
  'account.changeEmail.mismatch': 'Los correos electrónicos no coinciden.',
  'account.changeEmail.submit': 'Cambiar correo electrónico',
  'account.changeEmail.busy': 'Guardando...',
  'account.signOut.title': 'Cerrar sesión',
  'account.signOut.busy': 'Cerrando sesión...',

  // — the application: shared —
  'form.agreementRequired': 'se requiere su aceptación',
  'form.aboveLimit': '{label} supera {limit}. Por favor revise la cantidad.',
  'form.yes': 'Sí',
  'form.no': 'No',
  'form.select': 'Seleccione…',
  'form.optional': '(opcional)',
  'application.meta.description':
    'Un análisis de deudas gratuito y confidencial de una agencia de asesoría de crédito sin fines de lucro. Toma unos 5 minutos.',
  'application.progress.label': 'Su avance',
  'application.progress.personalInformation': 'Información personal',
  'application.progress.incomeAndExpenses': 'Ingresos y gastos',
  'application.progress.connectBankAccount': 'Conectar cuenta bancaria',
  'application.progress.done': 'completado',
  'application.progress.current': 'paso actual',
  'application.continue': 'Continuar',
  'application.back': 'Atrás',
  'application.loading': 'Cargando...',
  'application.pleaseWait': 'Espere por favor...',
  'application.saving': 'Guardando...',
  'application.processing': 'Procesando...',
  'application.loadFailed': 'No pudimos cargar su solicitud. Revise su conexión e inténtelo de nuevo.',
  'application.retry': 'Intentar de nuevo',
  'application.saveFailed': 'Hubo un problema al guardar su información. Por favor, inténtelo de nuevo.',
  'application.emailTaken':
    'Ya existe una cuenta con ese correo electrónico. Por favor, use otro correo electrónico.',
  'application.tooManyPhoneChecks':
    'Demasiadas verificaciones de número de teléfono. Espere unos minutos e inténtelo de nuevo.',
  'application.signInInstead': '¿Ya tiene una cuenta? Inicie sesión',
  'application.howItWorks.open': 'Cómo funciona',
  'application.howItWorks.close': 'Cerrar',
  'application.howItWorks.videoShow': 'Ver el video',
  'application.howItWorks.videoHide': 'Ocultar el video',

  // — the application: about you —
  'application.aboutYou.title': 'Obtenga su análisis gratuito',
  'application.aboutYou.lead':
    'Obtenga al instante un análisis gratuito para aliviar sus deudas. Toma menos de 5 minutos, es gratuito y confidencial.',
  'application.aboutYou.rentalTitle': 'Solicite ayuda con el alquiler',
  'application.aboutYou.rentalLead':
    'Cuéntenos sobre usted y su alquiler. Toma unos minutos, es gratuito y confidencial.',
  'application.aboutYou.landlordDisclosure':
    'Nunca contactamos a su arrendador sin su permiso. Lo que comparte se usa solo para encontrarle ayuda.',
  'application.aboutYou.otherLanguages': 'Ayuda en otros idiomas:',
  'application.field.firstName': 'Nombre',
  'application.field.lastName': 'Apellido',
  'application.field.email': 'Correo electrónico',
  'application.field.phoneNumber': 'Número de teléfono',
  'application.field.phoneHint': 'Formato: 555-555-5555',
  'application.aboutYou.consent':
    'Acepto los {terms} y la {privacy}, y acepto que me contacten sobre mi solicitud por teléfono, mensaje de texto y correo electrónico.',
  'application.aboutYou.terms': 'Términos y condiciones',
  'application.aboutYou.privacy': 'Política de privacidad',
  'application.aboutYou.submit': 'Comenzar',

  // — the application: life events, credit history, rental and personal information —

  // — the application: your contact, income, expenses —

  // — the application: bank connection and income —

  // — the offers —
};
