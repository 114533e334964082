import { Link } from 'react-router';
import { memberTopMessages as text } from './messages';
import { memberTiles } from './memberMenu';

/** The member top's frequent tasks as tiles, and the way to every other area (issue 58). */
export function MemberTiles() {
  return (
    <nav aria-labelledby="tiles-heading" className="member-tiles">
      <h2 id="tiles-heading">{text.tilesHeading}</h2>
      <ul className="member-tiles__list">
        {memberTiles().map((item) => (
          <li key={item.id}>
            <Link className="member-tiles__tile" to={item.to} data-menu={item.id}>
              {item.tile}
            </Link>
          </li>
        ))}
      </ul>
      <Link className="member-tiles__all" to="/member/menu">
        {text.allMenu}
      </Link>
    </nav>
  );
}
