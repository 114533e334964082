import { useParams } from 'react-router';
import { type SiteBlock, siteText, sitePages } from '../../../routing/sitePages';
import { usePageTitle } from '../../shell/usePageTitle';
import NotFound from '../NotFound/NotFound';
import './site.css';

function Block({ block }: { readonly block: SiteBlock }) {
  if ('heading' in block) return <h2>{siteText(block.heading)}</h2>;
  if ('paragraph' in block) return <p>{siteText(block.paragraph)}</p>;
  return (
    <ul>
      {block.items.map((item) => (
        <li key={item}>{siteText(item)}</li>
      ))}
    </ul>
  );
}

/** A page the footer links to (`/site/<id>`): its title and text from config/sitePages.json. */
export default function SitePage() {
  const { pageId = '' } = useParams();
  const page = Object.hasOwn(sitePages, pageId) ? sitePages[pageId] : undefined;
  usePageTitle(page?.title ?? 'ページが見つかりません');
  if (!page) return <NotFound />;
  return (
    <article className="site-page">
      <h1 tabIndex={-1}>{page.title}</h1>
      {page.body.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </article>
  );
}
