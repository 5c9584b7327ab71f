import { COLORS } from '../../../src/core/styles/theme.ts';

/**
 * The back office's stylesheet (docs/decisions.md "Back office"): pages rendered on the edge with no
 * script, so a few rules served from one cacheable URL, apart from the shop's stylesheet (the
 * shop's visitors never download them). The colours are the shop's (spec §9), checked for contrast
 * by axe in e2e.
 */
export const ADMIN_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:${COLORS.text};background:${COLORS.background}}
a{color:${COLORS.primary}}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid ${COLORS.action};outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:${COLORS.surface};padding:.5rem 1rem;z-index:2}
.skip:focus{left:1rem}
.top{background:${COLORS.primary};color:${COLORS.onPrimary};padding:.5rem 1rem;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center}
.top a{color:${COLORS.onPrimary}}
.brand{font-weight:700;margin-right:auto;text-decoration:none}
.nav{display:flex;flex-wrap:wrap;gap:.25rem 1rem;margin:0;padding:0;list-style:none}
.nav a{display:inline-block;padding:.5rem .25rem;text-decoration:none}
.nav a[aria-current=page]{text-decoration:underline;text-underline-offset:6px;font-weight:700}
.who{display:flex;gap:.75rem;align-items:center;font-size:.875rem}
.who button{background:transparent;color:${COLORS.onPrimary};border:1px solid ${COLORS.onPrimary};border-radius:4px;padding:.375rem .75rem;font:inherit;cursor:pointer;min-height:44px}
main{max-width:64rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
h2{font-size:1.125rem;margin:2rem 0 .5rem}
.card{background:${COLORS.surface};border:1px solid ${COLORS.border};border-radius:8px;padding:1rem}
.narrow{max-width:24rem;margin:2rem auto}
.field{display:flex;flex-direction:column;gap:.25rem;margin-bottom:1rem}
.field label{font-weight:600}
.field input[type=text],.field input[type=email],.field input[type=password],.field input[type=search],.field input[type=date],.field input[type=datetime-local],.field select,.field textarea{font:inherit;padding:.5rem .75rem;border:1px solid ${COLORS.textMuted};border-radius:4px;background:${COLORS.surface};color:${COLORS.text};min-height:44px;width:100%}
.field input[aria-invalid=true]{border-color:${COLORS.error};border-width:2px}
.check{display:flex;gap:.5rem;align-items:center;margin-bottom:1rem;min-height:44px}
.check input{width:1.25rem;height:1.25rem}
.hint{color:${COLORS.textMuted};font-size:.875rem}
.error{color:${COLORS.error};font-size:.875rem;font-weight:600}
.grid{display:grid;gap:0 1rem;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr))}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:.5rem 1.25rem;border:0;border-radius:4px;background:${COLORS.primary};color:${COLORS.onPrimary};font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.button.secondary{background:${COLORS.surface};color:${COLORS.primary};border:1px solid ${COLORS.primary}}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}
.notice{border-radius:4px;padding:.75rem 1rem;margin-bottom:1rem;border:1px solid}
.notice.ok{background:#e8f3ec;border-color:${COLORS.success};color:${COLORS.success}}
.notice.bad{background:#fbeceb;border-color:${COLORS.error};color:${COLORS.error}}
.notice ul{margin:.25rem 0 0;padding-left:1.25rem}
.search{display:flex;gap:.5rem;align-items:flex-end;margin-bottom:1rem}
.search .field{flex:1;margin:0}
table{width:100%;border-collapse:collapse;background:${COLORS.surface}}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid ${COLORS.border};vertical-align:top;overflow-wrap:anywhere}
th{font-size:.875rem;color:${COLORS.textMuted}}
td.num,th.num{text-align:right;white-space:nowrap}
.tag{display:inline-block;font-size:.75rem;font-weight:600;padding:0 .5rem;border-radius:999px;background:${COLORS.background};color:${COLORS.textMuted};border:1px solid ${COLORS.border}}
.pager{display:flex;gap:1rem;align-items:center;margin-top:1rem}
.photo{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start}
.photo img{width:120px;height:160px;object-fit:contain;background:${COLORS.background}}
.photo form{margin-bottom:1rem}
.thumb{width:48px;height:64px;object-fit:contain}
fieldset.field{border:1px solid ${COLORS.border};border-radius:4px;padding:.5rem 1rem}
fieldset.field legend{font-weight:600;padding:0 .25rem}
.days{display:flex;flex-wrap:wrap;gap:0 1.25rem}
.days .check{margin:0}
.preview{margin-bottom:1rem}
.popup-sample{max-width:25rem;border:1px solid ${COLORS.border};border-radius:8px;padding:1rem;background:${COLORS.surface}}
.popup-sample img{display:block;width:100%;height:auto}
.popup-title{font-size:1.125rem;font-weight:700;margin:.75rem 0 .25rem}
.facts{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:.25rem 1rem;margin:0 0 1rem}
.facts dt{font-weight:600}
.facts dd{margin:0;overflow-wrap:anywhere}
.table-scroll{overflow-x:auto}
.scroll{overflow-x:auto}
.scroll input[type=text]{font:inherit;padding:.375rem .5rem;border:1px solid ${COLORS.textMuted};border-radius:4px;min-height:44px;width:100%;min-width:5rem}
.scroll td:first-child input{min-width:11rem}
.scroll input[aria-invalid=true]{border-color:${COLORS.error};border-width:2px}
.scroll input[type=checkbox]{width:1.25rem;height:1.25rem}
pre{white-space:pre-wrap;word-break:break-word;margin:0;font-size:.8125rem}
@media (max-width:600px){.wide-only{display:none}th,td{padding:.5rem .25rem}}
`;
