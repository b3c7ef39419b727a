/**
 * Lines about links, shared by description files of different concepts so each is written once. Not a
 * description file itself: it sits in a subfolder and exports neither `operations` nor `models`.
 */

/** A download link the API signs for a short time (statutory filings, remittances and document fields). */
export const DOWNLOAD_URL =
  'A presigned download link that expires soon; ask for a new one each time instead of saving it.';

/** The return addresses of a hosted page (business withdrawals, external accounts and KYB). */
export const LINK_URLS = {
  refreshURL: 'Where the browser is sent when the link has expired, to ask for a new one.',
  returnURL: 'Where the browser is sent when the person leaves or completes the page.',
};
