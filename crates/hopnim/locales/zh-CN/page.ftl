# page：网页自己的文字（crates/hopnim-web/assets）：index.html 显示的内容（每个元素用
# data-l10n 指明它的消息）和脚本写出的文字。每种语言的这些文字都在构建页面时内置进
# 页面（labels.js，由 hopnim-labels 生成），所以引擎应答之前页面就能显示。页面
# 用简单替换填入占位符：消息里只能有文字、字符串字面量和变量（不能有选择器、term 或
# 函数，构建时会拒绝）。反引号之间的文字显示为代码。

## 页面。

page-title = hopnim — 跳子博弈：HDU 5724、洛谷 P2575「高手过招」
page-tagline = HDU 5724、洛谷 P2575「高手过招」的跳子博弈：一枚棋子向右走一格，或者跳过紧挨在它右边的一整块棋子，落到第一个空格上。无法走棋的一方输。
page-language = 语言

## 控件。

page-controls = 局面
page-notation = 局面
page-load = 载入
page-copy = 复制
page-notation-help = 棋盘记法：各行之间用 `/` 隔开；`x` 是一枚棋子，`.` 是一个空格，数字表示连续这么多个空格。
page-width = 宽度
page-add-row = 加一行
page-remove-row = 减一行
page-rules = 规则
page-misere = 反常规则（misère）：无法走棋的一方获胜
page-first = 先手
page-first-you = 你
page-first-engine = 引擎
page-engine-level = 引擎等级
page-engine-level-weakest = 1（最弱）
page-engine-level-perfect = 完美
page-play = 与引擎对局
page-restart = 重新开局
page-undo = 收回
page-level = 谜题难度
page-level-easiest = 1（诱人的败着少）
page-level-hardest = 5（诱人的败着多）
page-goal = 目标
page-goal-win = 找出胜着
page-goal-fastest = 找出最快的胜着
page-new-puzzle = 新谜题
page-streak = 连胜 { $count }

## 棋盘、它的图示和图例。

page-board-area = 棋盘
page-board = 棋盘：用方向键在格子间移动，按 Enter 操作
page-stairs-heading = 各行的图示
page-legend-win = 这枚棋子有胜着
page-legend-lose = 这枚棋子只有败着
page-legend-stuck = 无法移动
page-legend-shade = 格子底色越深，胜着赢得越快，败着撑得越久
page-hint-edit = 鼠标悬停在棋子上或用键盘选中它，可看到它的落点；点击格子（或按 Enter）增删棋子。
page-hint-play = 鼠标悬停在棋子上或用键盘选中它，可看到它的落点；点击（或按 Enter）走这枚棋子。
page-hint-puzzle = 鼠标悬停在棋子上或用键盘选中它，可看到它的落点；点击（或按 Enter）试走这枚棋子。
page-cell-empty = 第 { $row } 行第 { $column } 列，空格
page-cell-landing = 第 { $row } 行第 { $column } 列，空格：{ $move } 落在这里
page-remoteness-after = 走后剩余 { $moves } 步
page-label-and = { $label }，{ $more }
page-label-moves = { $label }；{ $moves }
page-to-column = 到 { $column }：{ $remoteness }
page-comma = {"，"}

## 数值。

page-values = SG 值
page-table-row = 行
page-table-value = SG 值
page-nothing = 无
page-summary-verdict = {"，"}{ $verdict }
page-summary-moves = ；{ $moves }

## 对局历史。

page-history-heading = 局势变化
page-history-hint = 每走一步后，看你是否仍然必胜。本来必胜，却走成了自己必败的局面，这一步就是失误。每步的评价：★ 最佳（赢得最快，或输得最慢）、+ 好棋（仍能取胜，但不是最快）、?! 过急（本已必败，却没有尽量拖延）、?? 失误（把必胜走成了必败）。回合：双方各走一步为一回合。
page-history-chart = 对局经过
page-copy-game = 复制棋谱
page-copied-game = 已复制棋谱：{ $record }
page-game-opened = { $says }对局历史中标出了每一步的评价。
page-chart-moves-left = 剩余步数
page-chart-you-win = 你必胜
page-chart-you-lose = 你必败
page-chart-blunder = ✗ 失误

## 成绩卡：由浏览器保存。

page-scorecard-heading = 成绩卡
page-scorecard-level = 引擎等级
page-scorecard-played = 对局数
page-scorecard-won = 胜局数
page-scorecard-accuracy = 你的平均准确率：{ $accuracy }%（共 { $games } 局）
page-scorecard-no-accuracy = 你的平均准确率：尚无下完的对局
page-scorecard-puzzles = 已解谜题：{ $count }
page-scorecard-reset = 清空成绩卡
page-scorecard-was-reset = 成绩卡已清空。

## 状态栏。

page-status-start = 点击格子增删棋子，与引擎对局，或者试试谜题。
page-loaded = 已载入 { $board }。
page-copied = 已复制 { $board }
page-click-a-piece = 请点击一枚棋子。
page-click-where = { $says }：请点击落点。
page-engine-thinking = { $says }引擎正在思考……
page-game-started = { $says }请点击一枚棋子（绿色、带 ✓ 的能赢）。
page-puzzle-start = { $says }请点击能赢的那枚棋子。
page-puzzle-start-fastest = { $says }请点击赢得最快的那枚棋子。
page-puzzle-done = 这道谜题已经结束：点“新谜题”再来一道。
page-puzzle-solved = { $says }连胜：{ $streak }。点“新谜题”再来一道。
page-puzzle-failed = { $says }连胜中断。
page-puzzle-unshown = 这道谜题无法显示（{ $error }）；改为显示 HDU 的样例。
page-position-invalid = 分享的局面无效（{ $error }）；改为显示 HDU 的样例。

## 引擎的故障。

page-engine-answered = 引擎返回了 { $status }
page-engine-offline = 无法连接引擎
page-engine-unloadable = 无法加载引擎（hopnim.wasm：{ $status }）
page-engine-broken = 引擎出错，请刷新页面重试
page-engine-stopped = 已停止回答这个问题：提出了新的问题，或者离开了页面
page-board-too-long = 棋盘记法超过了 { $most } 个字符

## 行数很多的棋盘：一次显示其中几行。

page-rows-nav = 显示的行
page-rows-shown = 第 { $first }～{ $last } 行，共 { $rows } 行
page-rows-previous = 上面几行
page-rows-next = 下面几行

## 模式：每种模式只显示自己的控件，点击棋盘的作用也由模式决定。

page-modes = 模式
page-mode-play = 对局
page-mode-puzzles = 谜题
page-mode-analyse = 分析
page-mode-review = 复盘
page-mode-learn = 学习
page-play-heading = 与引擎对局
page-play-hint = 1 级引擎最弱。对局从棋盘上的局面开始（要换一个局面，请到“分析”里摆）；想让引擎先走，就在“先手”里选“引擎”，再点“与引擎对局”。
page-status-play = 点击一枚棋子走第一步，即按所选等级开始与引擎对局。
page-play-choose = 引擎先走：点“与引擎对局”开始。
page-puzzles-heading = 谜题
page-status-analyse = 点击格子增删棋子：每一行的 SG 值和每一步的胜负都会显示出来。
page-open-heading = 打开一局棋
page-record = 棋谱或链接
page-open-record = 打开
page-record-help = 对局的棋谱：先写开局局面，再依次写各步，例如 `18x1/17x2 1:19->20 2:18->19`；也可以粘贴本页分享的对局链接。
page-record-you = 你执
page-you-first = 先手
page-you-second = 后手
page-play-on = 接着与引擎下
page-review-empty = 还没有可以复盘的对局：先下一局，或者用棋谱打开一局。
page-hint-review = 棋盘显示对局的局面；各步列在下方。
page-review-tap = 复盘时棋盘只供查看：点“接着与引擎下”就能从这里接着下。
page-learn-heading = 课程
page-learn-list-hint = 从规则一步步讲到比赛题：每课几道短练习，每道都有明确的目标，答完立即判定对错。你得到的星星保存在这个浏览器里。
page-learn-lesson = 第 { $number } 课：{ $title }
page-learn-all = 全部课程
page-learn-solved = 已完成 { $solved }/{ $total } 题
page-learn-stars = { $stars } 颗星（满分 3 颗）
page-learn-start = 开始
page-learn-continue = 继续
page-learn-exercise = 练习 { $number }/{ $total }
page-learn-answer = 你的答案
page-learn-value = 你的答案（SG 值）：
page-learn-check = 检查
page-learn-give-value = 在棋盘下方的框里填上 SG 值，再点“检查”。
page-learn-tap = 点击一枚棋子，走它的那一步（有几个落点的棋子会先标出落点，请再点其中一个）。
page-learn-tap-solved = 已完成：可以接着往下做，或点“重做”再做一遍。
page-learn-par = 你已走 { $used } 步，规定步数为 { $par } 步
page-learn-hint = 提示
page-learn-hint-says = 提示：{ $hint }
page-learn-retry = 重做
page-learn-retried = 从头再来。
page-learn-next = 下一题
page-learn-finish = 完成本课
page-learn-earned = 完成！获得星星：
page-learn-best = （你的最好成绩：{ $stars } 颗星）
page-learn-solved-before = 以前做对过，最好成绩：
page-learn-about = 本课讲什么
page-learn-lesson-done = 本课完成：{ $total } 道练习全部做对。
page-learn-lesson-partly = 已完成 { $solved }/{ $total } 道练习：其余的练习可以回到本课开头去做。
page-learn-problems = 比赛题
page-learn-problems-hint = 用到本课思路的比赛题，每题附一句提示（不给题解）：
page-learn-to-start = 回到本课开头
page-learn-next-lesson = 下一课：{ $title }
page-learn-reset = 清空本课的星星
page-learn-reset-ask = 清空第 { $number } 课「{ $title }」的星星吗？清空后无法恢复。
page-learn-reset-yes = 清空
page-learn-reset-no = 取消
page-learn-was-reset = 第 { $number } 课「{ $title }」的星星已清空。
page-learn-no-lesson = 没有“{ $lesson }”这一课，下面是全部课程。
page-learn-no-exercise = 本课没有第 { $exercise } 题（共 { $total } 题），下面是本课的开头。

## 复盘：按回合编号的着法、错过的最佳着法，以及双方的准确率和各类着法数。

page-review-moves = 着法：点击某一步，或用 ←、→、Home、End 键，查看该步之后的局面
page-review-turn = { $turn }.
page-review-best = { $move }（{ $class }）。{ $says }。
page-review-status = { $point }。{ $best }
page-review-summary = 双方的准确率和各类着法数
page-review-player = 棋手
page-review-accuracy = 准确率
page-review-you = 你
page-review-engine = 引擎
page-review-percent = { $value }%
page-review-none = –
page-class-best = ★ 最佳
page-class-good = + 好棋
page-class-hasty = ?! 过急
page-class-blunder = ?? 失误
page-chart-frame = 对局经过（对局较长时可左右滚动）
