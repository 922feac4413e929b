/**
 * The accessibility test results of this release (JIS X 8341-3:2016 / WCAG 2.2 level AA), in the form of WAIC's
 * success-criteria checklist (達成基準チェックリスト): every A and AA criterion, whether it applies, whether it is met,
 * and how it was verified. Made from accessibility/report.json (tools/accessibility/report.ts writes it from the tests'
 * results and the recorded checks; plugins/accessibility-report/ refuses a report that cannot be published). The
 * page's words are here, per locale, beside the data they describe: no other page loads them.
 */
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import report from '@site/accessibility/report.json';
import type {Report, Texts} from '@site/accessibility/report-model';
import {pageUrl, siteLocale, type LocaleCode} from '@site/site/locales';
import styles from './report.module.css';

type Lang = keyof Texts;
/** The report's texts are keyed by the locale's language (its first search language: en, ja, zh). */
const langOf = (locale: string): Lang => siteLocale(locale).searchLanguages[0];

const WORDS: Record<string, Texts> = {
  title: {en: 'Accessibility test results', ja: 'アクセシビリティ試験結果', zh: '無障礙測試結果'},
  description: {
    en: 'The result of each WCAG 2.2 level A and AA success criterion on this release of the help site, and how it was verified.',
    ja: 'このリリースのヘルプサイトについて、WCAG 2.2 のレベル A と AA の達成基準ごとの結果と検証方法を示します。',
    zh: '本版說明網站在 WCAG 2.2 A 級與 AA 級各項成功準則的結果，以及驗證方式。',
  },
  release: {en: 'Release', ja: 'リリース', zh: '版本'},
  date: {en: 'Tested on', ja: '試験日', zh: '測試日期'},
  standard: {en: 'Standard and target', ja: '規格と目標', zh: '標準與目標'},
  sample: {en: 'Pages tested', ja: '試験したページ', zh: '測試的頁面'},
  kinds: {
    en: 'One page of each kind, in English, Japanese and Traditional Chinese:',
    ja: '各種類のページ 1 ページずつ（英語、日本語、繁体字中国語）：',
    zh: '各種類頁面各一頁（英文、日文與繁體中文）：',
  },
  random: {
    en: '{n} pages per language drawn at random from the sitemap (seed: {seed}):',
    ja: 'サイトマップから言語ごとに無作為に選んだ {n} ページ（シード：{seed}）：',
    zh: '從網站地圖中每種語言隨機抽出的 {n} 頁（種子：{seed}）：',
  },
  standardText: {
    en: 'JIS X 8341-3:2016 and WCAG 2.2 (ISO/IEC 40500:2025), level AA',
    ja: 'JIS X 8341-3:2016 と WCAG 2.2（ISO/IEC 40500:2025）、適合レベル AA',
    zh: 'JIS X 8341-3:2016 與 WCAG 2.2（ISO/IEC 40500:2025），AA 等級',
  },
  summary: {en: 'Summary', ja: '結果の概要', zh: '結果摘要'},
  summaryText: {
    en: '{met} criteria met, {notMet} not met, {na} not applicable, of {all}.',
    ja: '全 {all} 項目のうち、適合 {met}、不適合 {notMet}、適用なし {na} です。',
    zh: '共 {all} 項準則：符合 {met} 項、不符合 {notMet} 項、不適用 {na} 項。',
  },
  checklist: {en: 'Success criteria checklist', ja: '達成基準チェックリスト', zh: '成功準則檢核表'},
  criterion: {en: 'Success criterion', ja: '達成基準', zh: '成功準則'},
  level: {en: 'Level', ja: '適合レベル', zh: '等級'},
  applies: {en: 'Applies', ja: '適用', zh: '適用'},
  result: {en: 'Result', ja: '結果', zh: '結果'},
  how: {en: 'How it was verified', ja: '検証方法と注記', zh: '驗證方式與附註'},
  yes: {en: 'Yes', ja: 'はい', zh: '是'},
  no: {en: 'No', ja: 'いいえ', zh: '否'},
  met: {en: 'Met', ja: '適合', zh: '符合'},
  'not-met': {en: 'Not met', ja: '不適合', zh: '不符合'},
  'not-applicable': {en: 'Not applicable', ja: '適用なし', zh: '不適用'},
  automated: {en: 'Automated test', ja: '自動テスト', zh: '自動測試'},
  passed: {en: '{n} tests passed', ja: '{n} 件合格', zh: '{n} 項通過'},
  failed: {en: '{n} failed', ja: '{n} 件不合格', zh: '{n} 項未通過'},
  manual: {en: 'Manual check', ja: '手動の検証', zh: '人工檢查'},
  due: {en: 'To be met by', ja: '対応予定日', zh: '預計符合日期'},
  policy: {en: 'Accessibility policy', ja: 'アクセシビリティ方針', zh: '無障礙政策'},
};

/** The automated checks by their tag (tests/browser/, `@wcag-<check>`). */
const CHECKS: Record<string, Texts> = {
  axe: {en: 'axe-core rules, light and dark mode', ja: 'axe-core のルール（ライトモードとダークモード）', zh: 'axe-core 規則（淺色與深色模式）'},
  'text-alternatives': {en: 'text alternatives of images and diagrams', ja: '画像と図の代替テキスト', zh: '圖片與圖表的替代文字'},
  'aria-structure': {
    en: 'accessibility tree: landmarks, headings, control names',
    ja: 'アクセシビリティツリー（ランドマーク、見出し、コントロールの名前）',
    zh: '無障礙樹（地標、標題、控制項名稱）',
  },
  'without-javascript': {en: 'the same text without JavaScript', ja: 'JavaScript なしでも同じテキスト', zh: '不使用 JavaScript 時內容相同'},
  keyboard: {en: 'keyboard-only use of every control', ja: 'キーボードだけによる全コントロールの操作', zh: '僅用鍵盤操作所有控制項'},
  reflow: {en: 'reflow at 320 CSS px', ja: '320 CSS px でのリフロー', zh: '320 CSS px 的重排'},
  contrast: {en: 'contrast of code, badges, admonitions and diagrams', ja: 'コード、バッジ、注記、図のコントラスト', zh: '程式碼、標記、提示與圖表的對比'},
  'text-spacing': {en: 'text spacing overrides', ja: 'テキストの間隔の上書き', zh: '覆寫文字間距'},
  focus: {en: 'visible focus, never hidden by the navbar', ja: 'フォーカスの表示とナビゲーションバーに隠れないこと', zh: '焦點可見且不被導覽列遮住'},
  'target-size': {en: 'target size of 24 CSS px or spacing', ja: '24 CSS px のターゲットサイズまたは間隔', zh: '24 CSS px 的目標尺寸或間距'},
  'language-of-parts': {en: 'English labels marked lang="en"', ja: '英語のラベルに lang="en" があること', zh: '英文標籤標示 lang="en"'},
  'consistent-help': {
    en: 'navbar, search and footer the same on every page',
    ja: 'ナビゲーションバー、検索、フッターがどのページでも同じ',
    zh: '每頁的導覽列、搜尋與頁尾相同',
  },
  'status-messages': {en: 'search results count announced', ja: '検索結果の件数の読み上げ', zh: '朗讀搜尋結果數量'},
  'pointer-cancellation': {en: 'a press undone by moving off', ja: 'ポインターを離す前に外すと取り消されること', zh: '移開指標即可取消按壓'},
  'hover-content': {
    en: 'menus on hover: hoverable, persistent, Escape closes',
    ja: 'ホバーで開くメニュー（ホバー可能、持続、Esc で閉じる）',
    zh: '懸停選單（可懸停、持續顯示、Esc 關閉）',
  },
};

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

export default function AccessibilityReport(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const lang = langOf(i18n.currentLocale);
  const w = (key: string) => WORDS[key][lang];
  const data = report as Report;
  const readable = (path: string) => decodeURIComponent(path);
  return (
    <Layout title={w('title')} description={w('description')}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{w('title')}</Heading>
        <p>{w('description')}</p>
        <dl className={styles.facts}>
          <dt>{w('release')}</dt>
          <dd>{data.release}</dd>
          <dt>{w('date')}</dt>
          <dd>
            <time dateTime={data.date}>{data.date}</time>
          </dd>
          <dt>{w('standard')}</dt>
          <dd>{w('standardText')}</dd>
          <dt>{w('sample')}</dt>
          <dd>
            {w('kinds')}
            <ul className={styles.paths}>
              {data.sample.kinds.map((k) => (
                <li key={k}>
                  <code>{readable(`/${k}`)}</code>
                </li>
              ))}
            </ul>
            {fill(w('random'), {n: data.sample.perLocale, seed: data.sample.seed})}
            <ul className={styles.paths}>
              {Object.entries(data.sample.random).flatMap(([locale, paths]) =>
                paths.map((p) => (
                  <li key={`${locale}/${p}`}>
                    <code>{readable(pageUrl(locale as LocaleCode, p))}</code>
                  </li>
                )),
              )}
            </ul>
          </dd>
        </dl>
        <Heading as="h2" id="summary">
          {w('summary')}
        </Heading>
        <p>
          {fill(w('summaryText'), {met: data.summary.met, notMet: data.summary.notMet, na: data.summary.notApplicable, all: data.criteria.length})}{' '}
          <Link to="/accessibility">{w('policy')}</Link>
        </p>
        <Heading as="h2" id="checklist">
          {w('checklist')}
        </Heading>
        <div className={styles.tableWrapper}>
          <table>
            <thead>
              <tr>
                <th scope="col">{w('criterion')}</th>
                <th scope="col" className={styles.short}>
                  {w('level')}
                </th>
                <th scope="col" className={styles.short}>
                  {w('applies')}
                </th>
                <th scope="col" className={styles.short}>
                  {w('result')}
                </th>
                <th scope="col">{w('how')}</th>
              </tr>
            </thead>
            <tbody>
              {data.criteria.map((c) => (
                <tr key={c.id} id={`sc-${c.id.replace(/\./g, '-')}`}>
                  <th scope="row">
                    {c.id} {c.name[lang]}
                  </th>
                  <td className={styles.short}>{c.level}</td>
                  <td className={styles.short}>{c.result === 'not-applicable' ? w('no') : w('yes')}</td>
                  <td className={`${styles.short} ${styles[c.result]}`}>{w(c.result)}</td>
                  <td>
                    {c.why && <p>{c.why[lang]}</p>}
                    {c.automated.length > 0 && (
                      <ul>
                        {c.automated.map((a) => (
                          <li key={a.check}>
                            {w('automated')}: {CHECKS[a.check]?.[lang] ?? a.check} ({fill(w('passed'), {n: a.passed})}
                            {a.failed > 0 && `, ${fill(w('failed'), {n: a.failed})}`})
                          </li>
                        ))}
                      </ul>
                    )}
                    {c.recorded && (
                      <p>
                        {w('manual')} ({c.recorded.date}, {w('release')} {c.recorded.release}): {c.recorded.procedure[lang]}
                        {c.recorded.note && ` ${c.recorded.note[lang]}`}
                        {c.recorded.due && ` ${w('due')}: ${c.recorded.due}`}
                      </p>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </main>
    </Layout>
  );
}
