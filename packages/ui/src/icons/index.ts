/**
 * The icons the site uses, from Lucide: one set, its shapes as data, tree-shaken per icon. Apps import them from
 * here and draw them through `Icon`, so the set stays one and each page ships only the icons it shows.
 */
export {
  ArrowDown,
  ArrowLeft,
  ArrowUp,
  Castle,
  Check,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  CookingPot,
  Download,
  Inbox,
  Info,
  Leaf,
  Minus,
  Plus,
  ShoppingBag,
  Sparkle,
  Star,
  TriangleAlert,
  Upload,
  UtensilsCrossed,
  WavesLadder,
  X,
} from 'lucide';
export { Icon, type IconProps, type IconShape } from './icon';
