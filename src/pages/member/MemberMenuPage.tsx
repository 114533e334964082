import { usePageTitle } from '../../shell/usePageTitle';
import { MemberMenu } from './MemberMenu';
import './member.css';

/** /member/menu, the header's メニュー on every member page (issue 58): every area, grouped as a member looks for it. */
export default function MemberMenuPage() {
  usePageTitle('メニュー');
  return (
    <div className="member-menu-page">
      <h1 id="member-menu-heading" tabIndex={-1}>
        メニュー
      </h1>
      <MemberMenu labelledBy="member-menu-heading" />
    </div>
  );
}
