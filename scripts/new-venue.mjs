// @ts-check
/**
 * `npm run new-venue`: a new venue's content folder from a few answers (promises §18), which builds at once and says
 * nothing of another venue. It asks the venue's name, country, languages, time zone, currency and units, and the
 * folder to write; src/content/new-venue.ts makes the files of the answers, this writes them and draws the
 * placeholder photos. Answers may be given as flags instead, each one it would ask, so that a test or CI runs it
 * without a terminal:
 *
 *   npm run new-venue -- --name "Haus am See" --languages de,en --country DE --time-zone Europe/Berlin \
 *     --currency EUR --units metric --folder venues/haus-am-see --yes
 *
 * `--yes` takes the defaults of what is not given (the units and the time zone from the country, the folder
 * `content/` when it is empty) and asks nothing. It never writes into a folder that holds anything, but one:
 *
 *   node scripts/new-venue.mjs --answers content/new-venue.yaml --replace
 *
 * reads the answers from the file the demo's owner fills in the editor (src/content/new-venue.ts `ANSWERS_FILE`) and
 * puts the venue's folder in the place of the folder holding it, which only the demo's does: what the repository's
 * workflow runs once they are saved (.github/workflows/new-venue.yml). With nothing answered yet it writes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as prompts from '@clack/prompts';
import sharp from 'sharp';
import { parse } from 'yaml';
import './typescript-imports.mjs';

const { answersFile, likelyLanguage, newVenue, readAnswer, slugOf, timeZonesOf, unanswered, unitsIn } =
  await import('../src/content/new-venue.ts');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @typedef {import('../src/content/new-venue.ts').Answers} Answers */
/** @typedef {keyof Answers} Answer */

/** Each answer's flag. */
const FLAGS = /** @type {const} */ ({
  name: 'name',
  country: 'country',
  languages: 'languages',
  timeZone: 'time-zone',
  currency: 'currency',
  units: 'units',
});

/** The folder as the owner would type it: relative where it is inside the project, else in full. */
const shown = (/** @type {string} */ folder) => {
  const relative = path.relative(process.cwd(), folder);
  return relative === '' ? '.' : relative.startsWith('..') ? folder : relative;
};

/** What is wrong with writing into `folder`, or undefined: it is new, or empty. */
function folderProblem(/** @type {string} */ folder) {
  if (!fs.existsSync(folder)) return undefined;
  if (!fs.statSync(folder).isDirectory()) return `${shown(folder)} is a file, not a folder`;
  if (fs.readdirSync(folder).length > 0)
    return `${shown(folder)} already holds files: name a new folder (venues/my-hall), or an empty one`;
  return undefined;
}

/**
 * Writes the venue's folder: its files, and each placeholder photo as a small JPEG.
 * @param {string} folder
 * @param {Answers} answers
 */
export async function writeVenue(folder, answers) {
  const venue = newVenue(answers);
  for (const [file, text] of venue.files) {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), text);
  }
  for (const [file, svg] of venue.photos) {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    await sharp(Buffer.from(svg)).jpeg({ quality: 70, mozjpeg: true }).toFile(path.join(folder, file));
  }
  return venue;
}

/** Stops with a message, the way the other commands do. */
const stop = (/** @type {string} */ message) => {
  console.error(message);
  process.exit(1);
};

/** The answer to a prompt, or the end of the command when the owner cancels. */
function given(/** @type {unknown} */ value) {
  if (prompts.isCancel(value)) {
    prompts.cancel('Nothing written.');
    process.exit(1);
  }
  return /** @type {string} */ (value);
}

/**
 * An answer a prompt has checked already, read.
 * @template {Answer} K
 * @param {K} key
 * @param {string} text
 * @returns {Answers[K]}
 */
function valueOf(key, text) {
  const read = readAnswer(key, text);
  if ('problem' in read) throw new Error(`${key}: ${read.problem}`);
  return read.value;
}

/** What a prompt's check says of a typed answer: its problem, or nothing. */
const check = (/** @type {Answer} */ key) => (/** @type {string | undefined} */ text) => {
  const read = readAnswer(key, text ?? '');
  return 'problem' in read ? read.problem : undefined;
};

/**
 * Reads the flags; asks what they leave out, on a terminal. Without one, or with --yes, what has a default takes it
 * and the rest must be flags.
 */
async function answersAndFolder() {
  const { values } = parseArgs({
    options: {
      name: { type: 'string' },
      country: { type: 'string' },
      languages: { type: 'string' },
      'time-zone': { type: 'string' },
      currency: { type: 'string' },
      units: { type: 'string' },
      folder: { type: 'string' },
      yes: { type: 'boolean', short: 'y' },
      answers: { type: 'string' },
      replace: { type: 'boolean' },
    },
  });
  if (values.answers !== undefined) return answered(values.answers, values.replace === true, values.folder);
  if (values.replace) stop(`--replace puts a venue in the place of the folder holding its answers: give --answers.`);
  /** @type {Partial<Record<Answer, unknown>>} */
  const answers = {};
  for (const [key, flag] of /** @type {[Answer, (typeof FLAGS)[Answer]][]} */ (Object.entries(FLAGS))) {
    const typed = values[flag];
    if (typeof typed !== 'string') continue;
    const read = readAnswer(key, typed);
    if ('problem' in read) stop(`--${flag} ${typed}: ${read.problem}.`);
    else answers[key] = read.value;
  }
  const asking = !values.yes && process.stdin.isTTY && process.stdout.isTTY;
  const content = path.join(root, 'content');
  const folderFree = (/** @type {string} */ folder) => folderProblem(folder) === undefined;

  if (!asking) {
    const country = /** @type {string | undefined} */ (answers.country);
    if (country) {
      answers.units ??= unitsIn(country);
      const zones = timeZonesOf(country);
      if (zones.length === 1) answers.timeZone ??= zones[0];
    }
    const missing = Object.entries(FLAGS).filter(([key]) => answers[/** @type {Answer} */ (key)] === undefined);
    const folder = values.folder ?? (folderFree(content) ? content : undefined);
    if (missing.length > 0 || folder === undefined)
      stop(
        `npm run new-venue asks its questions on a terminal; without one (or with --yes) give ${[
          ...missing.map(([, flag]) => `--${flag}`),
          ...(folder === undefined ? ['--folder (content/ is not empty)'] : []),
        ].join(', ')}.`,
      );
    return {
      answers: /** @type {Answers} */ (answers),
      folder: path.resolve(/** @type {string} */ (folder)),
      replace: false,
    };
  }

  prompts.intro('A new venue');
  answers.name ??= given(await prompts.text({ message: "The venue's name", validate: check('name') }));
  const country = /** @type {string} */ (
    answers.country ??= valueOf(
      'country',
      given(
        await prompts.text({
          message: 'Its country, as a two-letter code (DE, GB, US)',
          validate: check('country'),
        }),
      ),
    )
  );
  answers.languages ??= valueOf(
    'languages',
    given(
      await prompts.text({
        message: 'Its languages, the default first (de, en-GB, es)',
        initialValue: likelyLanguage(country),
        validate: check('languages'),
      }),
    ),
  );
  const zones = timeZonesOf(country);
  answers.timeZone ??=
    zones.length > 1
      ? given(
          await prompts.select({
            message: 'Its clock (the time zone its events and held dates are read in)',
            options: zones.map((zone) => ({ value: zone })),
            maxItems: 10,
          }),
        )
      : given(
          await prompts.text({
            message: 'Its clock, a time zone name (Europe/Berlin)',
            initialValue: zones[0] ?? '',
            validate: check('timeZone'),
          }),
        ).trim();
  answers.currency ??= valueOf(
    'currency',
    given(
      await prompts.text({ message: 'Its currency, a three-letter code (EUR, GBP, USD)', validate: check('currency') }),
    ),
  );
  answers.units ??= given(
    await prompts.select({
      message: "What its spaces' sizes are in",
      options: [
        { value: 'metric', label: 'metric', hint: 'metres' },
        { value: 'imperial', label: 'imperial', hint: 'feet' },
      ],
      initialValue: unitsIn(country),
    }),
  );
  let folder = values.folder;
  if (folder === undefined && folderFree(content)) folder = content;
  folder ??= given(
    await prompts.text({
      message: 'The folder to write (content/ holds a venue already)',
      initialValue: `venues/${slugOf(/** @type {string} */ (answers.name)) || 'my-venue'}`,
      validate: (text) => (text?.trim() ? folderProblem(path.resolve(text.trim())) : 'expected a folder'),
    }),
  ).trim();
  return { answers: /** @type {Answers} */ (answers), folder: path.resolve(folder), replace: false };
}

/**
 * The answers of a file (ANSWERS_FILE, as the editor writes it), checked as those typed in a terminal. The folder is
 * `folder`, a new one; or with `replace` the file's own, which is emptied first (the demo's, where the file stands).
 * @param {string} file
 * @param {boolean} replace
 * @param {string | undefined} folder
 * @returns {{ answers: Answers, folder: string, replace: boolean }}
 */
function answered(file, replace, folder) {
  if (replace && folder !== undefined) stop('--replace writes in the folder of the answers: leave out --folder.');
  if (!replace && folder === undefined)
    stop(
      `give --folder for the new venue, or --replace to put it in the place of ${shown(path.dirname(path.resolve(file)))}.`,
    );
  let raw;
  try {
    raw = parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    stop(`${shown(path.resolve(file))}: ${error instanceof Error ? error.message : String(error)}. Nothing written.`);
  }
  if (unanswered(raw)) {
    console.log(`Nothing is answered in ${shown(path.resolve(file))} yet: nothing written.`);
    process.exit(0);
  }
  const checked = answersFile.safeParse(raw);
  if (!checked.success)
    stop(
      [
        ...checked.error.issues.map(
          (issue) => `${shown(path.resolve(file))}: ${issue.path.join('.')}: ${issue.message}.`,
        ),
        'Nothing written.',
      ].join('\n'),
    );
  return {
    answers: /** @type {Answers} */ (checked.data),
    folder: path.resolve(folder ?? path.dirname(file)),
    replace,
  };
}

/**
 * What to do next, in plain words.
 * @param {string} folder
 * @param {Answers} answers
 * @param {import('../src/content/new-venue.ts').NewVenue} venue
 */
function nextSteps(folder, answers, { photos, wordsToWrite }) {
  const dir = shown(folder);
  const inProject = !path.relative(root, folder).startsWith('..');
  return [
    'Next:',
    ...(wordsToWrite.length > 0
      ? [
          ...wordsToWrite.map(
            ({ file, language }) =>
              `0. The site has no words of its own in ${language}: write each entry of ${file} (its English is beside it).`,
          ),
          '   Until then the build names each one still empty.',
        ]
      : []),
    `1. See it: CONTENT_DIR=${dir} npm run dev, and open http://localhost:3000.`,
    "   Each text in [brackets] is a placeholder naming its field: write the venue's words in its place.",
    `2. Replace the photos (${[...photos.keys()].join(', ')}) and icon.svg, the tab's icon, with the venue's own.`,
    "3. Write the venue's phone, email, address and hours, its spaces with their sizes and guests, and its",
    '   packages: each of these is a placeholder too, said so beside it.',
    inProject
      ? '4. Finish the rest in the editor at http://localhost:3000/admin/, or in the files (docs/content.md).'
      : "4. Finish the rest in the files (docs/content.md), and in the editor at /admin/ once the folder is in the site's repository.",
    `   The site's own words (a button, a form's label) are the venue's to change too: CONTENT_DIR=${dir} npm run words -- ${answers.languages[0]}.`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { answers, folder, replace } = await answersAndFolder();
  // The demo's folder, its answers file in it: emptied, so that nothing of the demo stays beside the new venue.
  if (replace) for (const entry of fs.readdirSync(folder)) fs.rmSync(path.join(folder, entry), { recursive: true });
  const problem = folderProblem(folder);
  if (problem) stop(`${problem}. Nothing written.`);
  const venue = await writeVenue(folder, answers);
  const count = venue.files.size + venue.photos.size;
  console.log(`Wrote ${shown(folder)}: ${count} files for ${answers.name}.\n\n${nextSteps(folder, answers, venue)}`);
}
