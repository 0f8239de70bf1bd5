import { everyPageIsValidHtml } from '../support/html-validity';
import { everyPageReadsAsRecorded } from '../support/page-digest';

everyPageIsValidHtml();
everyPageReadsAsRecorded();
