# view：页面对一个局面的说明（hopnim::play::view）：状态栏、各行与各棋子的说明、
# 对局历史、谜题，以及无法回答的请求的拒绝理由。数字和着法由程序填入。

## 列表与句子。

# 列表各项之间。
view-list-separator = {"、"}
# 状态栏的两句话之间。
view-sentence-separator = {""}

## 拒绝理由。

view-ask-board-or-puzzle = 请求应为一个棋盘（可附带一次编辑或一局对局，但不能两者都有）或一道谜题
view-rows-out-of-range = 棋盘应有 1 到 { $most } 行，而不是 { $count } 行
view-no-cell = { $rows } 行、每行 { $width } 格的棋盘上没有格子 { $row }:{ $column }
view-move-not-a-move = 第 { $number } 步“{ $text }”不是一步着法：{ $error }
view-move-illegal = 第 { $number } 步 { $move } 不能走：{ $error }
view-game-over = 对局已经结束
view-not-engine-turn = 现在轮到你走，不是引擎
view-nothing-to-undo = 你还没有走过棋：没有可以收回的着法
view-bad-seed = { $seeds ->
    [engine] 引擎的随机种子
   *[puzzle] 谜题种子
}{ $text ->
    [yes] “{ $given }”
   *[no] { " " }{ $given }{ " " }
}不是 0 到 { $most } 之间的整数
view-try-not-a-move = “{ $text }”不是一步着法：{ $error }
view-try-illegal = { $move } 不能走：{ $error }
view-too-many-entries = 页面只显示行、棋子和着法合计不超过 { $most } 个的棋盘；这个棋盘最多有 { $entries } 个

## 编辑棋盘。

view-added-piece = 在 { $row }:{ $column } 放了一枚棋子
view-removed-piece = 拿走了 { $row }:{ $column } 的棋子
view-resized = { $rows } 行，每行 { $width } 格。

## 与引擎对局：状态栏。

view-took-back-one = 已收回你的上一步。
view-took-back-both = 已收回你的上一步和引擎的应着。
view-you-moved = 你走了 { $move }。
view-engine-moved = 引擎走了 { $move }（{ $why ->
    [longest] 每一步都是败着，它选了拖得最久的一步
    [winning] 一步胜着
    [blunder] 一步失误：它本来必胜
   *[losing] 一步败着
}）。
view-you-win = 你赢了：{ $stuck ->
    [you] 你
   *[engine] 引擎
}已经没有棋子可以走。
view-engine-wins = 引擎赢了：{ $stuck ->
    [you] 你
   *[engine] 引擎
}已经没有棋子可以走。
view-your-move = 轮到你走。
# 一方在本局的准确率：$accuracy 是百分数（`75`、`87.5`）。
view-accuracy = { $player ->
    [you] 你的准确率
   *[engine] 引擎的准确率
}：{ $accuracy }%。

## 对局历史：每个局面的标签和图上的点，以及整张图。

view-history-start = 开局
view-history-move = 第 { $number } 步：{ $move }
view-history-title = { $player ->
    [you] 轮到你走
   *[engine] 轮到引擎走
}，{ $win ->
    [yes] 你必胜
   *[no] 你必败
}{ $blunder ->
    [yes] （你的失误）
   *[no] {""}
}
view-history-title-in = { $player ->
    [you] 轮到你走
   *[engine] 轮到引擎走
}，{ $win ->
    [yes] 你必胜
   *[no] 你必败
}，剩余 { $moves } 步{ $blunder ->
    [yes] （你的失误）
   *[no] {""}
}
view-history-point = { $place }，{ $win ->
    [yes] 你必胜
   *[no] 你必败
}{ $blunder ->
    [yes] （你的失误）
   *[no] {""}
}
view-history-chart = 对局经过：共 { $moves } 步，你目前{ $winning ->
    [yes] 必胜
   *[no] 必败
}{ $blunders ->
    [0] {""}
   *[other] ，你有 { $blunders } 次失误
}。

## 谜题。

view-puzzle = 谜题 { $seed }，难度 { $level }{ $misere ->
    [yes] （反常规则：无法走棋的一方获胜）
   *[no] {""}
}：这 { $moves } 种着法中只有一种是胜着；{ $tempting ->
    [0] 没有看似诱人的败着
   *[other] 其中 { $tempting } 种看似诱人，能让异或和变小，却是败着
}。
view-puzzle-solved = 解开了：{ $move } 是唯一的必胜着法。
view-puzzle-failed = 不是这一步：{ $move } 是败着。必胜着法是 { $answer }。
view-puzzle-fastest = 谜题 { $seed }，难度 { $level }{ $misere ->
    [yes] （反常规则：无法走棋的一方获胜）
   *[no] {""}
}：这 { $moves } 种着法中有 { $winning } 种是胜着，找出取胜最快的那一种。
view-puzzle-fastest-solved = 解开了：{ $move } 是最快的胜着，比次快的胜着早 { $turns } 回合取胜。
view-puzzle-fastest-failed = 不是这一步：{ $move } 不是最快的胜着。最快的胜着是 { $answer }，比次快的胜着早 { $turns } 回合取胜。

## 各行：图下的说明，以及图的文字描述。

view-odd-piles-none = 奇数级的堆：无，异或和为 { $value }
view-odd-piles = 奇数级的堆：{ $piles } = { $value }
view-odd-pile-one = 奇数级只有一堆：{ $pile }，异或和为 { $value }
view-stair-holds = 第 { $stair } 级台阶的堆为 { $pile }
view-row-stairs = 第 { $row } 行看作阶梯 Nim 游戏：{ $stairs }；{ $caption }
view-stairs-none = 空行
view-coins = 硬币 { $coins }，SG 值为 { $value }
view-coins-none = 没有硬币，SG 值为 { $value }
view-row-coins = 第 { $row } 行看作硬币：{ $caption }
view-row-caption = 第 { $row } 行：{ $caption }

## 棋子：每个格子的文字，以及选中棋子时的提示。

view-piece = 第 { $row } 行第 { $column } 列，棋子
view-piece-stuck = { $piece }，无法移动
view-piece-stuck-says = { $row }:{ $column } 的棋子无法移动。
view-piece-moves-to = { $piece }，可移到 { $landings }
view-landing = { $column }（{ $winning ->
    [yes] 胜着
   *[no] 败着
}）
view-piece-lands = { $row }:{ $column } 的棋子可以落在 { $landings }
view-piece-lands-once-winning = { $row }:{ $column } 的棋子可以落在 { $landing }（胜着）
view-piece-lands-winning = { $row }:{ $column } 的棋子可以落在 { $landings }，其中{ $count ->
    [1] 落在 { $winning } 是胜着
   *[other] 落在 { $winning } 都是胜着
}

## 着法：一步对所在行的作用。

view-move-carries = { $move } 把 { $pieces }从第 { $stair } 级台阶搬到第 { $below } 级
view-move-coin = { $move } 把硬币 { $from } 移到 { $to }

## 所玩规则的说明。

view-rules = { $rules ->
    [hop] 跳子
    [welter] Welter 游戏
   *[slide] 滑动
}：棋子{ $summary }。
view-normal-play = 正常规则：无法走棋的一方输。
view-misere-play = 反常规则（misère）：无法走棋的一方获胜。

## 棋盘下方的一行。

view-nim-sum = 异或和 { $values } =
view-nim-sum-endgame = 反常规则{ $note }（残局）：异或和 { $values } =
view-nim-sum-firm = 反常规则{ $note }（按正常规则走）：异或和 { $values } =
view-verdict-wins = { $who ->
    [you] 轮到你走，你必胜
    [engine] 轮到引擎走，引擎必胜
   *[anyone] 先手必胜
}
view-verdict-loses = { $who ->
    [you] 轮到你走，你必败
    [engine] 轮到引擎走，引擎必败
   *[anyone] 先手必败
}
# 已知剩余步数（且对局未结束）时的结论：像 `analyze` 一样说出剩余几步。
view-verdict-wins-in = { $who ->
    [you] 轮到你走，你必胜
    [engine] 轮到引擎走，引擎必胜
   *[anyone] 先手必胜
}，剩余 { $moves } 步
view-verdict-loses-in = { $who ->
    [you] 轮到你走，你必败
    [engine] 轮到引擎走，引擎必败
   *[anyone] 先手必败
}，剩余 { $moves } 步
view-winning-moves = 必胜着法：{ $moves }

## 对局经过：失误或过急的一步处的最佳着法，以及它本可以做到什么。$turns 数的是走棋一方的回合（双方各走一步为一回合），不是双方合计的步数。

view-best-keeps-win = 最佳着法是 { $move }，走它仍保持必胜
view-best-holds-longer = 最佳着法是 { $move }，能多撑 { $turns } 回合

## 课程（hopnim::play::lesson）：练习的题型，以及一次作答的评语。

learn-kind-value = 求 SG 值
learn-kind-winning-move = 找胜着
learn-kind-fastest = 最快取胜
learn-kind-longest = 最久坚持
learn-kind-win = 战胜引擎
learn-value-right = 正确：SG 值是 { $value }。
learn-value-wrong = 不是 { $value }：这不是这个局面的 SG 值。
learn-move-wins = 正确：走 { $move } 后局面变为 { $board }，其 SG 值为 { $value }，对手处于必败态。
learn-move-wins-misere = 正确：走 { $move } 后局面变为 { $board }，按反常规则对手处于必败态。
learn-move-loses = 不是这一步：走 { $move } 后局面变为 { $board }，其 SG 值为 { $value }，不为 0，对手处于必胜态，例如可以应以 { $reply }。
learn-move-loses-misere = 不是这一步：走 { $move } 后局面变为 { $board }，按反常规则对手处于必胜态，例如可以应以 { $reply }。
learn-fastest-right = 正确：{ $move } 赢得最快，此后对局还剩 { $after } 步。
learn-fastest-slower = { $move } 也能取胜，但更慢：此后对局还剩 { $after } 步。{ $best } 赢得更快。
learn-longest-right = 正确：{ $move } 坚持得最久，此后对局还剩 { $after } 步。
learn-longest-sooner = { $move } 输得太快：此后对局只剩 { $after } 步。{ $best } 能坚持得更久。
learn-win-reply = 你走了 { $move }，引擎应了 { $reply }。你已走 { $moves } 步，规定步数为 { $par } 步。
learn-win-won = 你用 { $moves } 步取胜（规定步数 { $par } 步）。
learn-win-over-par = 你已走满规定步数 { $par } 步，对局仍未结束：请重新开始，争取更快取胜。
