import { everyPageIsValidHtml } from '../support/html-validity';

everyPageIsValidHtml();
