import type { Dictionary } from './index';

/**
 * The site's own words in French, as a venue in France publishes them: typographic apostrophes, and a narrow
 * no-break space (U+202F, written `\u202f`) before « ! ? : ; » and inside « guillemets ».
 */
export const fr: Dictionary = {
  site: {
    skipLink: 'Aller au contenu',
    homeLink: '{name}, accueil',
    footerNavigation: 'Pied de page',
    languageName: 'Français',
    languages: 'Langues',
  },
  navigation: {
    open: 'Menu',
    close: 'Fermer',
    main: 'Principale',
    secondary: 'Secondaire',
    sections: '{page}\u202f: rubriques',
  },
  forms: {
    fields: {
      name: { label: 'Votre nom' },
      email: { label: 'Votre e-mail' },
      subscriber: { label: 'Votre e-mail' },
      message: { label: 'Votre message' },
      event_date: { label: 'Date de l’événement', hint: 'facultatif' },
      guest_count: { label: 'Nombre d’invités', hint: 'facultatif' },
      event_type: { label: 'Type d’événement', hint: 'facultatif', empty: 'Choisissez…' },
      space: { label: 'Espace', hint: 'facultatif', empty: 'Pas encore de préférence' },
      phone: { label: 'Téléphone', hint: 'facultatif, si vous préférez que nous vous appelions' },
    },
    checks: {
      name: 'indiquer votre nom',
      email: 'saisir une adresse e-mail valide',
      subscriber: 'saisir une adresse e-mail valide',
      message: 'écrire un message',
      event_date: 'choisir une date d’événement à partir d’aujourd’hui',
      guest_count: 'indiquer un nombre d’invités',
    },
    failure: {
      invalid: 'Oups, une erreur s’est produite\u202f! Veuillez {items}',
      separator: ', ',
      service: 'Oups\u202f! {text}',
      processing: 'Oups, une erreur s’est produite\u202f!',
      sizeLimit: 'Essayez d’envoyer le formulaire en deux fois, avec une seule image par envoi',
      rateLimit: 'Patientez quelques secondes, puis réessayez.',
      timeout:
        'Le service d’envoi n’a pas répondu à temps. Votre message n’est peut-être pas arrivé\u202f: réessayez dans un instant.',
      network: 'Erreur réseau. Votre message n’a pas été envoyé\u202f: vérifiez votre connexion, puis réessayez.',
    },
    sending: 'Envoi en cours…',
    queued: 'Un instant…',
    honeypot: 'Laissez ce champ vide',
    elsewhere:
      'Ce formulaire s’envoie avec JavaScript, qui est désactivé dans ce navigateur. Écrivez-nous à {email} ou appelez-nous au {phone}.',
    enquiry: {
      label: 'Demande',
      submit: 'Envoyer la demande',
      success:
        'Merci\u202f! Votre message est entre les mains de notre équipe événements, qui vous répondra très vite.',
    },
    attachments: {
      label: 'Envoyez-nous des photos de votre projet',
      submit: 'Envoyer avec les photos',
      success:
        'Merci\u202f! Votre message et vos photos sont entre les mains de notre équipe événements, qui vous répondra très vite.',
    },
    subscribe: {
      label: 'Inscription à la lettre d’information',
      submit: 'S’inscrire',
      success:
        'Merci de votre inscription\u202f! Nos prochaines dates et ouvertures arriveront directement dans votre boîte mail.',
    },
    otherWays: 'Autres moyens de nous joindre',
  },
  heldDates: {
    note: 'Cette date est déjà réservée. Écrivez-nous quand même\u202f: les projets évoluent, et nous tenons une liste d’attente.',
    asOf: 'Dates réservées au {date}',
    show: 'Voir les dates réservées',
    picker: {
      previous: 'Mois précédent',
      next: 'Mois suivant',
      held: 'déjà réservé',
      today: 'aujourd’hui',
      legend: 'Réservé\u202f: date déjà prise. Vous pouvez tout de même la demander.',
    },
  },
  attachments: {
    label: 'Choisir des images…',
    clear: 'Tout retirer',
    clearHidden: ' (tous les fichiers)',
    browse: 'Parcourir',
    hint: 'Jusqu’à {photos}, ou déposez-les ici. Les photos trop lourdes sont allégées avant l’envoi.',
    onePhoto: 'une photo',
    photos: '{count} photos',
    chosen: 'Fichiers choisis',
    shrinking: 'Allègement de «\u202f{name}\u202f»',
    remove: 'Retirer',
    icons: { image: 'Image', heic: 'HEIC', pdf: 'PDF', video: 'Vidéo', other: 'Fichier' },
    summary: { none: 'Choisir un fichier…', many: '{count} fichiers sélectionnés' },
    announce: {
      files: { one: '{count} fichier', other: '{count} fichiers' },
      noFile: 'Aucun fichier choisi.',
      selected: { one: '{files} sélectionné.', other: '{files} sélectionnés.' },
      added: 'Ajout de {names}.',
      tooMany: {
        one: 'Vous pouvez joindre {files} au plus\u202f: {names} n’a pas été ajouté.',
        other: 'Vous pouvez joindre {files} au plus\u202f: {names} n’ont pas été ajoutés.',
      },
      onlyOne: {
        one: 'Remplacé par {name}. Un seul fichier peut être joint\u202f: {names} n’a pas été ajouté.',
        other: 'Remplacé par {name}. Un seul fichier peut être joint\u202f: {names} n’ont pas été ajoutés.',
      },
      replaced: 'Remplacé par {names}.',
      didNotFit: 'Pas de place pour {names}.',
      removed: '{name} retiré.',
      cleared: 'Tous les fichiers ont été retirés. Aucun fichier choisi.',
      quoted: '«\u202f{name}\u202f»',
    },
    problems: {
      heic: '«\u202f{name}\u202f» est une photo HEIC d’iPhone, que nous ne pouvons pas envoyer. Exportez-la en JPEG (sur l’iPhone\u202f: Réglages › Appareil photo › Formats › Le plus compatible), puis choisissez-la de nouveau.',
      notImage:
        '«\u202f{name}\u202f» n’est pas une image. Seules les photos (JPEG, PNG ou GIF) peuvent être envoyées avec ce formulaire.',
      unreadable: '«\u202f{name}\u202f» n’a pas pu être lu comme une image\u202f: le fichier est peut-être endommagé.',
      tooLarge:
        '«\u202f{name}\u202f» n’a pas pu être assez allégé pour l’envoi ({size} après {tries} essais, limite {limit}).',
      notRead: 'Le fichier n’a pas pu être lu.',
    },
  },
  venue: {
    size: 'Dimensions',
    guests: 'Capacité',
    space: 'Espace',
    notOffered: 'non proposé',
    enquireAbout: 'Se renseigner\u202f: {name}',
    floor: '{length} × {width} m',
    height: '{height} m sous plafond',
    capacity: '{guests} en {layout}',
  },
  layouts: {
    theatre: 'Théâtre',
    dinner: 'Dîner',
    reception: 'Cocktail',
    cabaret: 'Cabaret',
    classroom: 'Classe',
    boardroom: 'Réunion',
  },
  news: {
    allPosts: 'Tous les articles',
    readPost: 'Lire l’article',
    showOlder: 'Voir les articles précédents',
    loadingOlder: 'Chargement des articles précédents…',
    olderFailed: 'Les articles précédents n’ont pas pu être chargés. Réessayez dans un instant.',
  },
  gallery: {
    viewer: 'Visionneuse de photos',
    position: '{index} / {count}',
    close: 'Fermer',
    previous: '‹ Précédente',
    next: 'Suivante ›',
    previousPhoto: 'Photo précédente',
    nextPhoto: 'Photo suivante',
  },
};
