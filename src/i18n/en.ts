/**
 * The site's own words in English: what the code says, as against the venue's words from its content folder.
 * The texts of promises §3–§9 are promises, word for word, and the end-to-end tests read them: change one here only
 * with the promises (docs/promises.md). Every other language's dictionary has exactly these entries (./index.ts derives its type from
 * this one). `{name}` marks a placeholder `fill` replaces; a `{ one, other }` pair is chosen by `plural`.
 */
export const en = {
  site: {
    skipLink: 'Skip to content',
    /** The logo's link: "{name}" is the venue's name. */
    homeLink: '{name}, home',
    footerNavigation: 'Footer',
    /** The language's own name, as the language switcher of the other languages' pages shows it (promises §10). */
    languageName: 'English',
    /** The switcher's name for assistive technology. */
    languages: 'Languages',
    /** Between the items of a list the site writes (a space's size, its packages): "34 × 14 m, 476 m², 9 m high". */
    separator: ', ',
    /** Between the lines of the venue's address written on one line: "Hollin Mill, 12 Wharf Lane, Calderbridge". */
    addressSeparator: ', ',
    /** A guest's words on the home page, in the language's quotation marks: "{text}" is the quotation. */
    quotation: '“{text}”',
    /** A label and what it labels, on one line: "Spaces: The Weaving Hall, The Loom Room". */
    labelled: '{label}: {text}',
    /**
     * A line of the venue's hours: "{days}" as the venue writes them (site.yaml `hours`), "{times}" as the language
     * says them ("16:00–23:00"): in a list of its own (`line`), in the footer's and the contact page's (`short`), and
     * after the hours' label in the menu (`inline`).
     */
    hours: { line: '{days}: {times}', short: '{days}, {times}', inline: '{days} {times}' },
    /**
     * From one time to another, each as the language says a time: "16:00–23:00" (en-GB), "4 PM–11 PM" (en-US). In
     * the hours and in an evening's event.
     */
    timeRange: '{from}–{to}',
    /** Between a page's title and the venue's name in the browser's tab and the shared cards: "Venue · The Hollin Hall". */
    titleSeparator: ' · ',
    /** The footer's last line, before the venue's own small print: "© 2026 The Hollin Hall." */
    copyright: '© {year} {name}.',
  },
  navigation: {
    open: 'Menu',
    close: 'Close',
    main: 'Main',
    secondary: 'Secondary',
    /** A sub-menu, named after its page: "Venue: sections". */
    sections: '{page}: sections',
  },
  forms: {
    fields: {
      name: { label: 'Your name' },
      email: { label: 'Your email' },
      subscriber: { label: 'Your email' },
      message: { label: 'Your message' },
      event_date: { label: 'Event date', hint: 'optional' },
      guest_count: { label: 'Number of guests', hint: 'optional' },
      event_type: { label: 'Kind of event', hint: 'optional', empty: 'Choose one…' },
      space: { label: 'Space', hint: 'optional', empty: 'No preference yet' },
      package: { label: 'Package', hint: 'optional', empty: 'Not sure yet' },
      phone: { label: 'Phone', hint: 'optional, if you would rather we call' },
    },
    /** A field's label with its hint: "Event date (optional)"; what follows "{label}" is set in the hint's style. */
    hinted: '{label} ({hint})',
    /** The items of the failure message, one per field with a check (promises §3, §7). */
    checks: {
      name: 'fill in your Name',
      email: 'enter a valid Email',
      subscriber: 'enter a valid Email',
      message: 'fill in a Message',
      event_date: 'choose an event date from today on',
      guest_count: 'enter a number of guests',
    },
    /**
     * The items for a field over its limit (src/features/forms/fields.ts `limit`), listed after the checks' items;
     * "{max}": the limit, as the page writes figures.
     */
    tooLong: {
      name: 'shorten your Name to {max} characters',
      message: 'shorten your Message to {max} characters',
      phone: 'shorten your Phone number to {max} characters',
    },
    /**
     * A field's counter near its limit, and over it: "{count}" and "{max}" as the page writes figures ("4,620");
     * `over` by the characters too many.
     */
    counter: {
      count: '{count} of {max} characters',
      over: { one: '{count} character too many', other: '{count} characters too many' },
    },
    failure: {
      /** "{items}": the failed checks' items, joined by `separator`. */
      invalid: 'Oops, something went wrong! Please {items}',
      separator: ', ',
      /** "{text}": the email service's own error text. */
      service: 'Oops! {text}',
      processing: 'Oops, something went wrong!',
      sizeLimit: 'Please try submitting the form twice, sending only one image per form',
      rateLimit: 'Please wait a few seconds and try again.',
      timeout:
        'The email service did not answer in time. Your message may not have arrived: please try again in a moment.',
      network: 'Network Error. Your message was not sent: please check your connection and try again.',
    },
    sending: 'Sending…',
    /** The submit button while a send waits for the scripts (promises §8). */
    queued: 'One moment…',
    honeypot: 'Leave this field empty',
    /** Beside a form when JavaScript is off: "{email}" and "{phone}" are links. */
    elsewhere:
      'This form sends with JavaScript, which is off in this browser. Write to us at {email} or call {phone} instead.',
    enquiry: {
      label: 'Enquiry',
      submit: 'Send enquiry',
      success: 'Thank you! Your message is with our events team, and we will write back to you soon.',
    },
    attachments: {
      label: 'Send photos of your idea',
      submit: 'Send with photos',
      success: 'Thank you! Your message and photos are with our events team, and we will write back to you soon.',
    },
    subscribe: {
      label: 'Subscribe',
      submit: 'Subscribe',
      success: 'Thank you for subscribing! Our next dates and openings will find their way to your inbox.',
    },
    otherWays: 'Other ways to reach us',
  },
  heldDates: {
    /** Promises §11, word for word. */
    note: 'That date is already held. Tell us anyway: plans change, and we keep a waiting list.',
    /** "{date}": the day the build read the calendar ("24 November"). */
    asOf: 'Held dates as of {date}',
    show: 'Show held dates',
    picker: {
      previous: 'Previous month',
      next: 'Next month',
      /** A held day's accessible name: "{date}" is the day ("Saturday 5 December 2026, already held"). */
      held: '{date}, already held',
      /** Today's accessible name: "{date}" is the day, with `held` laid over first where it is held. */
      today: '{date}, today',
      legend: 'Held: already booked. You can still ask for it.',
    },
  },
  attachments: {
    label: 'Choose images...',
    clear: 'Clear all',
    /** The name of the Clear all button for assistive technology: what it clears. */
    clearName: 'Clear all files',
    browse: 'Browse',
    /** "{photos}": `photos` below, or `onePhoto`. */
    hint: 'Up to {photos}; or drop them here. Large photos are made smaller before sending.',
    onePhoto: 'one photo',
    photos: { one: '{count} photo', other: '{count} photos' },
    chosen: 'Chosen files',
    shrinking: 'Making “{name}” smaller',
    remove: 'Remove',
    icons: { image: 'Image', heic: 'HEIC', pdf: 'PDF', video: 'Video', other: 'File' },
    /** The summary beside Browse (promises §4). */
    summary: { none: 'Choose file...', many: '{count} files selected' },
    /** What the widget announces as files come and go. */
    announce: {
      files: { one: '{count} file', other: '{count} files' },
      noFile: 'No file chosen.',
      selected: { one: '{files} selected.', other: '{files} selected.' },
      added: 'Added {names}.',
      tooMany: {
        one: 'At most {files} can be attached, so {names} was not added.',
        other: 'At most {files} can be attached, so {names} were not added.',
      },
      onlyOne: {
        one: 'Replaced with {name}. Only one file can be attached, so {names} was not added.',
        other: 'Replaced with {name}. Only one file can be attached, so {names} were not added.',
      },
      replaced: 'Replaced with {names}.',
      didNotFit: '{names} did not fit.',
      removed: 'Removed {name}.',
      cleared: 'All files removed. No file chosen.',
      /** How a file's name is quoted in the announcements. */
      quoted: '“{name}”',
      /** Between the quoted names of several files: "“a.jpg”, “b.png”". */
      separator: ', ',
      /** Two sentences said one after the other: "Removed “a.jpg”. 1 file selected." */
      sentences: '{first} {next}',
    },
    problems: {
      heic: '“{name}” is an iPhone HEIC photo, which we cannot send. Please export it as JPEG (on the iPhone: Settings › Camera › Formats › Most Compatible) and choose it again.',
      notImage: '“{name}” is not an image. Only photos (JPEG, PNG or GIF) can be sent with this form.',
      unreadable: '“{name}” could not be read as an image: the file may be damaged.',
      tooLarge: '“{name}” could not be made small enough to send ({size} after {tries} tries, limit {limit}).',
      notRead: 'The file could not be read.',
    },
  },
  venue: {
    size: 'Size',
    guests: 'Guests',
    space: 'Space',
    notOffered: 'not offered',
    /** "{name}": a space's name, or a kind of event's in lower case. */
    enquireAbout: 'Enquire about {name}',
    /**
     * A space's floor in the venue's units (site.yaml `units`): "34 × 14 m", "110 × 46 ft". "{width}" comes with
     * its unit, as `Intl` writes it in the page's language; "{length}" is the figure alone.
     */
    floorSize: '{length} × {width}',
    /** Its area, worked out from the floor, in the venue's units: `Intl` has no units of area, so they are words here. */
    area: { metres: '{area} m²', feet: '{area} sq ft' },
    /** Its height, "{height}" with its unit: "9 m high". */
    ceiling: '{height} high',
    /** One layout in a capacity summary: "350 reception". */
    capacity: '{guests} {layout}',
    /** Between the layouts of a capacity summary: "350 reception · 300 theatre". */
    capacitySeparator: ' · ',
    /**
     * The numbers zero to twelve in words, separated by the language's commas (",", Arabic "،", Japanese "、"):
     * "{space_count_word}" in the content is the number of spaces in these words ("Four spaces…"); from 13 on, the
     * figure. Where a number agrees with its noun (French
     * "une salle", Portuguese "duas salas"), a venue writes the forms its own noun needs in its words file.
     */
    countWords: 'zero, one, two, three, four, five, six, seven, eight, nine, ten, eleven, twelve',
  },
  /** What the table and the cards call each layout (the layouts are src/content/schema.ts `LAYOUTS`). */
  layouts: {
    theatre: 'Theatre',
    /** Rows of seats either side of an aisle. */
    ceremony: 'Ceremony',
    dinner: 'Dinner',
    /** Standing. */
    reception: 'Reception',
    /** Standing, with some seats and high tables. */
    cocktail: 'Cocktail',
    cabaret: 'Cabaret',
    classroom: 'Classroom',
    boardroom: 'Boardroom',
  },
  news: {
    /** The news page's heading over the cards, for screen readers. */
    allPosts: 'All posts',
    readPost: 'Read the post',
    showOlder: 'Show older posts',
    /** The link from an older page of the venue's own news to the newer one (promises §14). */
    showNewer: 'Show newer posts',
    loadingOlder: 'Loading older posts…',
    olderFailed: 'The older posts could not be loaded. Please try again in a moment.',
    /** An older page's title and heading: "News, page 2". */
    pageTitle: '{title}, page {page}',
  },
  gallery: {
    viewer: 'Photo viewer',
    /** Where the viewer is: "3 / 12". */
    position: '{index} / {count}',
    close: 'Close',
    previous: '‹ Previous',
    next: 'Next ›',
    previousPhoto: 'Previous photo',
    nextPhoto: 'Next photo',
    /** The name of a space's floor plan, in the viewer and on the venue page: "The Weaving Hall: floor plan". */
    plan: '{name}: floor plan',
    openPlan: 'Open the floor plan',
  },
  prices: {
    /** A price with what it is for: "£85 per guest" (the units are src/content/names.ts `PRICE_UNITS`). */
    per: {
      guest: '{price} per guest',
      hour: '{price} per hour',
      day: '{price} per day',
      event: '{price} for the event',
    },
    /** Before a price "from": "From £72 per guest". */
    from: 'From {price}',
    included: 'Included',
    /** The package's terms, a line each. */
    minimumGuests: { one: 'For at least {count} guest', other: 'For at least {count} guests' },
    minimumSpend: 'Minimum spend {price}',
    minimumHours: { one: 'At least {count} hour', other: 'At least {count} hours' },
    /**
     * Under the price, where a price for the event or the day includes guests: "For up to 200 guests, then £35 per
     * extra guest" ("{count}": the guests included, "{price}": the price per extra guest).
     */
    includedGuests: {
      one: 'For up to {count} guest, then {price} per extra guest',
      other: 'For up to {count} guests, then {price} per extra guest',
    },
    /** "{days}": the days of the week it is offered, as a list ("Monday, Tuesday and Friday"). */
    days: '{days}',
    /** "{months}": the months it is offered ("April to October", or a list). */
    months: '{months}',
    /** A run of days: "Monday to Thursday". */
    dayRange: '{first} to {last}',
    /** A run of months: "April to October". */
    monthRange: '{first} to {last}',
    /** Another price on some days or months: "Saturday, May to September: £95 per guest". */
    rate: '{when}: {price}',
    /** Between the days and the months of another price: "Saturday, May to September". */
    separator: ', ',
    spaces: 'Spaces',
    addOns: 'Add-ons',
    /** Each package's link to the enquiry with it chosen. */
    enquire: 'Enquire about this package',
    /** Under a space on the venue page: its packages and the lowest price among them. */
    spacePackages: 'Packages',
    /** The brochure's link: "{size}" is its file size, as the build writes it ("1.9 MB"). */
    brochure: 'Brochure (PDF, {size})',
    estimate: {
      /** The live region's name. */
      label: 'Estimate',
      /**
       * "{guests}" as `guests` says them, "{day}" as `day` says it. Without a date the figure is at the package's
       * lowest price (its "from"): said as it is, after "From", since the day may make it more.
       */
      total: 'From {total}',
      forGuests: 'From {total} for {guests}',
      onDay: 'About {total} on {day}',
      forGuestsOnDay: 'About {total} for {guests} on {day}',
      guests: { one: '{count} guest', other: '{count} guests' },
      /** A day as the estimate says it: "a Saturday in June". */
      day: 'a {weekday} in {month}',
      /** Added when a minimum sets the figure. */
      minimum: '{estimate}, the package’s minimum',
      /** Added where the price includes guests and none is extra: "…, up to 80 guests included". */
      upToIncluded: {
        one: '{estimate}, up to {count} guest included',
        other: '{estimate}, up to {count} guests included',
      },
      /**
       * Added where "{count}" guests beyond those included are counted: "…: £9,500 for 200 guests, plus 50 extra guests
       * at £35 each" ("{price}": the price for the guests included, "{included}" as `guests` says them, "{each}": the
       * price per extra guest).
       */
      extraGuests: {
        one: '{estimate}: {price} for {included}, plus {count} extra guest at {each}',
        other: '{estimate}: {price} for {included}, plus {count} extra guests at {each} each',
      },
      needsGuests: '{price} per guest: add your number of guests for an estimate',
      notOffered: '{package} is not offered on {day}: choose another date or package',
    },
  },
  /** The brochure (a PDF per language, made at build from the content): its headings and labels. */
  brochure: {
    /** The PDF's title in its properties: "The Hollin Hall: brochure". */
    title: '{name}: brochure',
    capacity: 'Capacity',
    layout: 'Layout',
    plan: 'Floor plan',
    enquire: 'How to enquire',
    address: 'Address',
    phone: 'Phone',
    email: 'Email',
    website: 'Website',
    /** The foot of each page: "The Hollin Hall · 3". */
    footer: '{name} · {page}',
  },
};
