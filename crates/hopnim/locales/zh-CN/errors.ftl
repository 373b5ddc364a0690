# errors：库中各种错误的说法（每种错误类型的 say），以及命令行在学习者命令的错误前后
# 加上的话。数字、记法和用户给出的文字由程序填入。

## 消息中引用的用户文字（Quoted）：过长的词只留开头，加上“…”和它的总字符数。

quoted-shortened = { $start }…（共 { $length } 个字符）

## 棋盘记法与着法记法（NotationError::phrase）：先说位置，再说错在哪里。

notation-at = 第 { $position } 个字符：{ $what }
notation-at-row = 第 { $position } 个字符（第 { $row } 行）：{ $what }
notation-empty = 记法是空的
# $found：遇到的字符，控制字符已转义（Quoted）。
notation-unexpected = 此处应为{ $expected }，却是“{ $found }”
notation-ends-early = 记法提前结束，缺少{ $expected }
notation-empty-row = 有一行没有格子
notation-bad-run = 连续空格的格数要写成不带前导零的正整数
notation-too-wide = 这一行超过了 { $max } 格
notation-width-mismatch = 这一行宽 { $found }，而第一行宽 { $expected }
notation-bad-number = { $what }必须是正整数

## 记法出错处应有的内容（Expected::phrase）。

notation-expected-cell = “x”、“.”、数字或“/”
notation-expected-cell-of-one-row = “x”、“.”或数字（只能有一行）
notation-expected-digit = 数字
notation-expected-colon = “:”
notation-expected-arrow = “->”
notation-expected-end-of-cell = 着法的结尾（R:C 之后不能再有字符）
notation-expected-end-of-move = 着法的结尾（R:C->D 之后不能再有字符）
notation-expected-row-number = 行号
notation-expected-column-number = 列号
notation-expected-landing-column = 落点列号

## 被拒绝的棋盘、行或宽度（BoardError、RowError、WidthError）。

board-refused-row-width = 第 { $row } 行宽 { $found }，而棋盘宽 { $expected }
row-refused-column = 位置 { $column } 在这一行之外（列号应为 1 到 { $width }）
row-refused-twice = 位置 { $column } 出现了两次
row-refused-mask = 掩码 { $mask } 含有宽 { $width } 的一行之外的位
width-out-of-range = 宽度 { $width } 超出范围（应为 { $min } 到 { $max }）
width-not-a-number = “{ $text }”不是宽度（应为 { $min } 到 { $max } 之间的整数）

## 被拒绝的线程数（ThreadsError）。

threads-out-of-range = 线程数 { $count } 超出范围（应为 1 到 { $most }，或用 0 表示所有核心）
threads-not-a-number = “{ $text }”不是线程数（应为 0 到 { $most } 之间的整数，0 表示所有核心）
threads-cannot-start = 无法启动工作线程：{ $why }

## 谜题的难度（PuzzleError），没有证明覆盖的游戏（UnprovedWidth）。

puzzle-level-out-of-range = 难度 { $level } 超出范围（应为 { $min } 到 { $max }）
puzzle-not-a-level = “{ $text }”不是难度（应为 { $min } 到 { $max } 之间的整数）
puzzle-not-a-goal = “{ $text }”不是谜题目标（应为 win 或 fastest）
game-unproved-width = { $rules ->
    [hop] 跳子规则
    [welter] Welter 游戏
   *[slide] 滑动规则
}的反常版本（misère）只对宽度不超过 { $proved } 格的行证明过胜负，而这里的行宽 { $width } 格

## 被拒绝的引擎等级（LevelError）。

engine-not-a-level = “{ $text }”不是引擎等级（应为 1 到 5，或“perfect”）

## 问题得不到回答的原因（Refusal::say）。

refusal-too-long = 棋盘记法超过了 { $most } 个字符
refusal-bad-board = 棋盘记法有误：{ $error }
refusal-not-utf8 = 棋盘不是 UTF-8 文本
refusal-too-large = 请求超过了 { $most } 字节
refusal-bad-json = JSON 有误：{ $error }
# $why：问题中无法回答之处，已经用问题的语言说好。
refusal-bad-question = { $why }
refusal-over-budget = 这个请求的计算量太大：所需的搜索超出了单次请求的上限
refusal-deadline-passed = 所需的搜索没能按时完成：服务器正忙，请稍后重试
refusal-cancelled = 所需的搜索已被取消

## 提前停止的工作（Interrupted）。

stop-cancelled = 工作已被取消
stop-deadline-passed = 工作没能在期限之前完成
stop-over-budget = 工作所需的步数超出了预算

## 被拒绝的规则、SG 值表或表的格式（UnknownRules、TableError、UnknownTableFormat）。

# $others：除最后一个以外的各规则名（列表）；$last：最后一个。
rules-unknown = 未知的规则“{ $name }”（应为 { $others } 或 { $last }）
table-width-out-of-range = 宽度 { $width } 超出 SG 值表的范围（应为 1 到 { $max }）
table-stopped = SG 值表在完成之前被中止了
table-unknown-format = 未知的 SG 值表格式“{ $name }”（应为 bin 或 csv）

## 系统拒绝为证明分配的内存（OutOfMemory）：字节数，以及它要存放的内容。

# $bytes：以二进制单位表示的字节数（512.0 PiB）；$what：下面的 memory-… 之一。
memory-refused = 无法为{ $what }分配 { $bytes } 内存
memory-table = SG 值表
memory-board-ranks = 各棋盘的序号
memory-remoteness-table = 每个棋盘的剩余步数
memory-remoteness-memo = hopnim 剩余步数搜索的备忘表
memory-misere-memo = 反常规则（misère）搜索的备忘表

## 被拒绝的评测输入（JudgeError、ValidationError、SolveError）：先说位置，再说错在
## 哪里，最后说所在的测试和行。

judge-at = { $line }:{ $column }：{ $what }
judge-in-test = { $what }（第 { $test } 组测试）
judge-in-row = { $what }（第 { $test } 组测试，第 { $row } 行）
judge-expected-test-count = 测试组数 T
judge-expected-row-count = 行数 n
judge-expected-piece-count = 棋子数 m
judge-expected-position = 棋子的位置
judge-ends-early = 输入提前结束，缺少{ $expected }
# $declared：下面的 judge-declared-… 之一。
judge-ends-early-declared = 输入提前结束，缺少{ $expected }（{ $declared }）
judge-declared-tests = 输入声明了 T = { $count } 组测试
judge-declared-rows = 这组测试声明了 n = { $count } 行
judge-declared-pieces = 这一行声明了 m = { $count } 枚棋子
# $token：读到的词，已转义；$why：下面的 judge-number-… 之一。
judge-not-a-number = 此处应为{ $expected }，却是“{ $token }”：{ $why }
judge-number-negative = 不允许负数
judge-number-signed = 数前面不能带符号
judge-number-not-decimal = 数要用十进制写
judge-number-not-whole = 只允许整数
judge-number-not-plain = 不是非负的十进制整数
# $byte：十六进制的字节（0x1b）；$name：NUL、加引号的字符，或下面的 judge-byte-… 之一。
judge-bad-byte = 意外的字节 { $byte }（{ $name }）：只能出现数字和 ASCII 空白字符
judge-byte-control = 控制字符
judge-byte-not-ascii = 非 ASCII 字节
judge-too-large = { $expected }“{ $token }”太大了（超过 64 位）
judge-position-out-of-range = 位置 { $position } 在棋盘之外（列号应为 1 到 { $width }）
judge-position-twice = 位置 { $position } 在这一行中出现了两次
judge-too-many-pieces = 宽 { $width } 的一行放不下 m = { $count } 枚棋子
judge-trailing-data = 最后一组测试之后还有多余的数据：“{ $token }”
# $why：系统给出的原因，照原样引用。
judge-read-error = 读取出错：{ $why }
judge-write-error = 写入出错：{ $why }

## 严格校验器发现的问题（Violation）：应有的内容，以及实际遇到的内容。

validate-number = 此处应为{ $what }（{ $min } 到 { $max } 之间的整数），却是{ $found }
validate-leading-zero = 此处应为不带前导零的{ $what }，却是{ $found }
validate-layout = 此处应为{ $expected }，却是{ $found }
validate-duplicate = 各位置应互不相同，但 { $position } 又出现了一次（第一次在第 { $first } 列）
validate-found-token = “{ $token }”
validate-found-byte = 字节 { $byte }
validate-space = 空格
validate-tab = 制表符
validate-line-end = 换行符
validate-carriage-return = 回车符“\r”
validate-end-of-file = 文件结尾

## 被拒绝的语言标签（LangError），以及 hopnim 支持的语言。

lang-unknown = 未知的语言“{ $tag }”：hopnim 支持 en（English）和 zh-CN（简体中文）
# $most：一个标签最多的字符数。
lang-malformed = “{ $text }”不是语言标签（应为 BCP 47 标签，如 en 或 zh-CN，最多 { $most } 个字符）：hopnim 支持 en（English）和 zh-CN（简体中文）

## 命令行：学习者命令（analyze、play、puzzle）的错误，以及被拒绝的参数值。

cli-error = 错误：{ $what }
# 在读入参数值的地方拒绝它：“--board：……”。
cli-flag-error = { $flag }：{ $what }
cli-unproved = { $why }，任何答案都只能是猜测，因此不作回答（证明可用 hopnim verify --misere --rules { $rules } 复核）
cli-bad-value = { $flag } 的值“{ $value }”无效：{ $why }
cli-possible-values = 可取的值为 { $values }
cli-number-empty = 值是空的
cli-number-invalid-digit = 含有数字以外的字符
cli-number-too-large = 数太大了
cli-number-too-small = 数太小了
cli-number-zero = 不能是 0
cli-number-out-of-range = { $value } 不在 { $min } 到 { $max } 之间

## 不合法的对局记录（RecordError）：先说位置，再说错在哪里。

record-at = 第 { $position } 个字符：{ $what }
record-empty = 对局记录是空的：请先写起始棋盘，再写各步着法
record-board = 起始棋盘：{ $what }
record-board-row = 起始棋盘第 { $row } 行：{ $what }
record-move = 第 { $number } 步（{ $move }）：{ $what }

## 系统拒绝分配的内存（ulimit -v）：预先说好，之后再填入数字。

# $bytes：请求的字节数，一个整数。
cli-out-of-memory = 内存不足：hopnim 无法分配 { $bytes } 字节（可能受 ulimit -v 限制）

## 太大而无法复盘的对局（TooBigToReview）：它的规模和上限。

review-too-big = 对局太大，无法复盘：{ $moves } 步，每步面对的局面计 { $position } 项（每行 1 项、每枚棋子 3 项、每个可走的着法 1 项），共 { $size } 项，超过上限 { $limit } 项

## setter
## 出题工具（hopnim-setter）的错误：生成器（GenError）、题目包（PackageError、
## FormatError、HydroError、LuoguError）和题面（StatementError、LatexError）。

setter-gen-width = 宽度 { $width } 超出范围（1..={ $max }）
setter-gen-pieces-too-many = 棋子数 { $pieces } 放不进宽度为 { $width } 的行（至多 { $width } 枚棋子）
setter-gen-family-pieces = 数据类型 { $family } 的每行需要{ $needs ->
    [0] {" "}0
   *[other] 恰好 1
} 枚棋子，但棋子数范围是 { $pieces }
setter-gen-too-large = { $tests } 组数据、每组 { $rows } 行，数据太多（测试组数与行数合计至多 { $most }）
setter-gen-unreachable = 数据类型 { $family } 无法在 { $rows } 行、宽度 { $width }、棋子数 { $pieces } 下造出答案为 { $answer } 的测试
setter-package-missing-asset = 题目包的源文件中没有 { $path }
setter-package-sample = 样例不是合法的输入：{ $error }
setter-package-same-name = { $folder }：有两份提交都叫 { $name }，而有的格式把它们放在同一个文件夹里
setter-package-unknown-verdict = { $path }：文件夹 { $verdict } 不是评测结果（accepted、wrong_answer、time_limit_exceeded）
setter-hydro-pid = `{ $short-name }` 不能作为 Hydro 的题目编号：题目短名只能由字母和数字组成（以字母开头，否则在前面加上 `P`）
setter-hydro-too-many-accepted = 有 { $count } 份正确程序，而 Hydro 导入时至多从 std/ 提交 { $most } 份
setter-luogu-data-too-large = { $folder }：数据打成的 zip 有 { $bytes } 字节（文件不压缩），而洛谷至多接受 { $most } 字节（50 MB）的 zip
setter-luogu-too-many-tests = { $folder }config.yml：{ $tests } 个测试点分不了 { $points } 分，每个至少 1 分
setter-statement-unknown-section = { $source }：标题 \section*{"{"}{ $heading }{"}"} 不是题面的任何一节（legend、input、output、interaction、notes）
setter-statement-section-twice = { $source }：{ $section } 一节出现了两次
setter-statement-latex = { $source }:{ $line }：{ $what }
setter-latex-unknown-command = 命令 \{ $command } 在这里没有对应的 Markdown
setter-latex-unknown-environment = 环境 {"{"}{ $environment }{"}"} 在这里没有对应的 Markdown
setter-latex-unclosed = { $opening } 没有闭合
# $what：不该出现之处的内容，英文（转换器的原话）。
setter-latex-misplaced = { $what }

## 棋谱的最后一个词：你执哪一方。

record-side = { $word }：棋谱最后一个词应写明你执哪一方，即 you=first 或 you=second

## 课程、练习或作答被拒绝（LessonError）。

lesson-no-such-lesson = 没有“{ $key }”这一课：各课编号为 1 到 { $count }
lesson-no-such-exercise = “{ $lesson }”这一课没有第 { $number } 道练习：这一课的练习编号为 1 到 { $count }
lesson-unknown-kind = “{ $kind }”不是练习的题型：题型有 value、winning-move、fastest、longest、win
lesson-not-a-number = “{ $text }”不是整数：这里要回答一个 SG 值，例如 3
lesson-bad-move = “{ $text }”不是着法（R:C 或 R:C->D）：{ $error }
lesson-bad-game = 已走的着法中，第 { $number } 步在这道练习里不能走
lesson-bad-file = 课程文件 { $file }：{ $why }
