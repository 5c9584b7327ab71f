import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { FinderAnswers } from '../../../src/contracts/finder.ts';
import { FINDER } from '../../../src/core/constants.ts';
import { modeFromValue, modeValue, parseFinderQuery } from '../../../src/features/finder/finder-state.ts';
import { settle } from '../../../src/core/rules/settled.ts';
import { FINDER_MESSAGES } from '../../../src/core/messages/pt-BR.ts';
import { SommelierPage } from '../../../src/features/finder/SommelierPage.tsx';
import { documentTitle, ROUTES } from '../../../src/core/routes.ts';
import type { AppEnv } from '../../env.ts';
import { InvalidRouteError } from '../../errors.ts';
import { fullPathOf } from '../../middleware/route-validation.ts';
import { pageQuery } from '../page-params.ts';
import { offersMarkdown, wineListMarkdownResponse } from '../../markdown/negotiation.ts';
import { loadFinder } from '../../render/finder-data.ts';
import { pageData } from '../../render/page-data.ts';

/** The finder's results in markdown: the answers the URL gives, then the wines they leave. */
async function finderMarkdown(c: Context<AppEnv>, asked: FinderAnswers, page: number) {
  const data = await loadFinder(c.get('backend'), pageData(c).catalogue, asked, page);
  const answered = data.questions.flatMap(({ question, options }) => {
    const option = options.find((candidate) => candidate.value === data.answers[question]);
    return option ? [`${FINDER_MESSAGES.shortLabels[question]}: ${option.label}`] : [];
  });
  const intro = answered.length > 0 ? `${FINDER_MESSAGES.yourAnswers}: ${answered.join('; ')}.` : FINDER_MESSAGES.description;
  return wineListMarkdownResponse(c, `${FINDER_MESSAGES.title}: ${FINDER_MESSAGES.resultsHeading.toLowerCase()}`, intro, Promise.resolve(data));
}

/**
 * /sommelier: the state comes from the URL (answers, step, mode, page), the mode
 * falling back to the one this browser chose last (cookie, written when the URL names one).
 * A parameter that does not validate is "Page Not Found: {fullPath}" (DECISIONS "Routing
 * order"). The finder's data is critical: awaited before the first byte, so the page goes out
 * whole and reads the same without JavaScript (one backend call, edge-cached).
 */
export async function sommelierPage(c: Context<AppEnv>) {
  const url = new URL(c.req.url);
  const state = parseFinderQuery(url.searchParams, modeFromValue(getCookie(c, FINDER.modeCookie.name)));
  if (!state) throw new InvalidRouteError(fullPathOf(c.req.url));
  if (offersMarkdown(c)) return finderMarkdown(c, state.answers, state.page);
  if (url.searchParams.has(FINDER.params.mode)) {
    setCookie(c, FINDER.modeCookie.name, modeValue(state.mode), {
      path: '/',
      maxAge: FINDER.modeCookie.maxAge,
      sameSite: 'Lax',
      secure: url.protocol === 'https:',
    });
  }
  const { catalogue, logFailure } = pageData(c);
  const data = await settle(loadFinder(c.get('backend'), catalogue, state.answers, state.page), logFailure('finder'));
  return c.render(<SommelierPage state={state} data={data} retryHref={`${url.pathname}${pageQuery(url)}`} />, {
    title: documentTitle(c.env.STORE_NAME, ROUTES.sommelier),
    description: FINDER_MESSAGES.description,
    // Every combination of answers is the same page: one address for search engines.
    seo: { canonicalPath: ROUTES.sommelier },
  });
}
